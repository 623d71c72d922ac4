import { render } from 'preact';
import { waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import HomeGuideModal from '../../../../client/features/home/home-guide-modal';
import { setConfig } from '../../../../client/stores/config';
import { testConfig } from '../games/games-fixture';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('opens unseen and measures its target only in the task after its first frame, then rings it', async () => {
  setConfig(testConfig());
  const target = document.createElement('div');
  target.dataset.guide = 'types';
  document.body.append(target);
  const box = { top: 200, left: 16, width: 380, height: 48, bottom: 248, right: 396, x: 16, y: 200, toJSON: () => ({}) };
  const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => box as DOMRect);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const root = document.createElement('div');
  document.body.append(root);
  render(<HomeGuideModal onClose={() => undefined} />, root);
  // The first commit: the dialog is there (focus can go to it), nothing was measured, no ring yet.
  expect(root.querySelector('[role="dialog"]')).not.toBeNull();
  expect(measured).not.toHaveBeenCalled();
  expect(root.querySelector('[data-testid="guide-ring"]')).toBeNull();
  await waitFor(() => expect(root.querySelector('[data-testid="guide-ring"]')).not.toBeNull());
  expect(measured).toHaveBeenCalled();
  // Around the target, in pixels (Preact sets a style's bare numbers as they are, which CSS drops).
  const ring = root.querySelector<HTMLElement>('[data-testid="guide-ring"]')!;
  expect([ring.style.left, ring.style.width]).toEqual(['12px', '388px']);
  expect(root.querySelector<HTMLElement>('[role="dialog"]')!.style.maxHeight).toMatch(/^\d+(\.\d+)?px$/);
  render(null, root);
});
