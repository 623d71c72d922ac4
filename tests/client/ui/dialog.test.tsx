import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../../../client/ui/bottom-sheet';
import { Dialog } from '../../../client/ui/dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('is a labelled modal dialog that Escape and the close button close', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Tips" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Tips' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside and returns focus to the opener when closed', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = render(
      <Dialog open title="T" onClose={() => undefined} actions={<button type="button">OK</button>}>
        <p>Body</p>
      </Dialog>,
    );
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    view.rerender(
      <Dialog open={false} title="T">
        <p>Body</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('renders nothing when closed', () => {
    render(
      <Dialog open={false} title="T">
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('BottomSheet', () => {
  it('without onClose it has no close button and ignores Escape and backdrop taps', () => {
    render(
      <BottomSheet open title="Notice">
        <p>Body</p>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(dialog.parentElement!);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('with onClose a backdrop tap closes it', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open title="Account" onClose={onClose}>
        <p>Body</p>
      </BottomSheet>,
    );
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('dialogs add no page landmarks', () => {
  it('has no header or footer element, so the page keeps a single banner', () => {
    const { container } = render(
      <>
        <Dialog open title="Tips" actions={<button type="button">OK</button>} onClose={() => undefined}>
          <p>Body</p>
        </Dialog>
        <BottomSheet open title="Account" footer={<button type="button">Log out</button>} onClose={() => undefined}>
          <p>Body</p>
        </BottomSheet>
      </>,
    );
    expect(container.querySelectorAll('header, footer')).toHaveLength(0);
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
    expect(screen.queryAllByRole('contentinfo')).toHaveLength(0);
  });
});
