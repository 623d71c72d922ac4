// The slots hack page's data: every player's results per slot in the chosen window (public, the
// server keeps each answer a minute), read again each minute while the page is shown.
import { atom, onMount } from 'nanostores';
import { call } from '../../api/http';
import { slotsHackList, type SlotsHackWindow } from '../../../contract/slots-hack';
import { query } from '../../stores/server-state';
import { poll } from '../../stores/server-state-poll';

export const REFRESH_MS = 60_000;

/** Last hour or last 24 hours. */
export const $slotsHackWindow = atom<SlotsHackWindow>('hour');

export const $slotsHack = query($slotsHackWindow, (window) => call(slotsHackList, { window }));

// A fresh read each minute while the page is open (none while it is hidden).
onMount($slotsHack, () => poll({ step: () => $slotsHack.reload(), every: REFRESH_MS, wait: true }));
