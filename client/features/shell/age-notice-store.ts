// The age notice (spec section 2): shown when the config's h5ClientMode is 1, until accepted, on
// every page whose route allows it (all but the terms of use and privacy policy, which it links to).
import type { AppConfig } from '../../../contract/core';
import { readStorage, writeStorage } from '../../lib/storage';
import { closeModal } from '../../stores/modals';

export const AGE_NOTICE_KEY = 'age_notice_accepted';
/** Where 'I Do Not Accept' sends the player. */
export const AGE_NOTICE_EXIT_URL = 'https://www.google.com/';

/** True when the age notice should be on screen for this config, on a page that allows it. */
export function ageNoticeWanted(config: Pick<AppConfig, 'h5ClientMode'> | null, allowedHere: boolean): boolean {
  return allowedHere && config?.h5ClientMode === 1 && readStorage(AGE_NOTICE_KEY) !== '1';
}

/** Remembers the acceptance and closes the sheet. */
export function acceptAgeNotice(): void {
  writeStorage(AGE_NOTICE_KEY, '1');
  closeModal('ageNotice');
}

/** Leaves the site (the player declined). */
export function declineAgeNotice(): void {
  location.assign(AGE_NOTICE_EXIT_URL);
}
