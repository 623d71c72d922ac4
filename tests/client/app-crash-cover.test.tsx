// A frame that fails before drawing its page still lets the cover go (start.tsx waits for the
// first page): the player sees the crash screen with its retry, not the cover for ever.
// Isolated: it replaces the frame module.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '../../client/app';
import { $bootState, firstPageDrawn } from '../../client/stores/boot';
import { fakeApi } from './fake-api';

vi.mock('../../client/app-frame', () => ({
  Frame: () => {
    throw new Error('the frame failed');
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('says the first page is drawn when the frame fails, so the crash screen is not left under the cover', async () => {
  fakeApi();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  $bootState.set('ready');
  render(<App />);
  expect(await screen.findByRole('alert')).toBeTruthy();
  await firstPageDrawn;
});
