// Popup art draws a button: with a main action the whole picture takes it (hidden from screen
// readers, which have the popup's real button); without one the picture stays a picture.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupCard } from '../../../../client/features/notices/popup-card';

afterEach(() => cleanup());

const BANNER = '/sandbox/art/banners/44.svg';

describe('popup art', () => {
  it('is a button doing the main action when the popup has one', () => {
    const onBanner = vi.fn();
    render(<PopupCard testId="p" title="Offer" banner={BANNER} onBanner={onBanner} text="x" actions={<button type="button">See more</button>} onClose={() => undefined} />);
    const art = screen.getByTestId('p').querySelector('img')!.closest('button')!;
    // The popup's own button is the accessible way: the picture repeats it for the thumb only.
    expect(art.getAttribute('aria-hidden')).toBe('true');
    expect(art.tabIndex).toBe(-1);
    expect(screen.getAllByRole('button', { name: 'See more' })).toHaveLength(1);
    fireEvent.click(art);
    expect(onBanner).toHaveBeenCalledTimes(1);
  });

  it('is a plain picture without one', () => {
    render(<PopupCard testId="p" title="Offer" banner={BANNER} text="x" actions={null} onClose={() => undefined} />);
    expect(screen.getByTestId('p').querySelector('img')?.closest('button')).toBeNull();
  });
});
