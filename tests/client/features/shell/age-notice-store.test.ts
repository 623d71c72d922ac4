import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAgeNotice, ageNoticeWanted, declineAgeNotice, AGE_NOTICE_EXIT_URL } from '../../../../client/features/shell/age-notice-store';
import { $modals, openModal } from '../../../../client/stores/modals';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('age notice rules', () => {
  it('is wanted when h5ClientMode is 1 and it was not accepted', () => {
    expect(ageNoticeWanted({ h5ClientMode: 1 }, true)).toBe(true);
  });

  it('is not wanted when h5ClientMode is 0 or the config is missing', () => {
    expect(ageNoticeWanted({ h5ClientMode: 0 }, true)).toBe(false);
    expect(ageNoticeWanted(null, true)).toBe(false);
  });

  it('is not wanted where the route does not allow it', () => {
    expect(ageNoticeWanted({ h5ClientMode: 1 }, false)).toBe(false);
  });

  it('accepting is remembered and closes the sheet', () => {
    openModal({ name: 'ageNotice' });
    acceptAgeNotice();
    expect($modals.get()).toEqual([]);
    expect(localStorage.getItem('age_notice_accepted')).toBe('1');
    expect(ageNoticeWanted({ h5ClientMode: 1 }, true)).toBe(false);
  });

  it('declining leaves for a search site', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    declineAgeNotice();
    expect(assign).toHaveBeenCalledWith(AGE_NOTICE_EXIT_URL);
    expect(AGE_NOTICE_EXIT_URL).toBe('https://www.google.com/');
  });
});
