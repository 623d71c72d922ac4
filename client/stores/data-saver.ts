// Data saver (issue 10): for players on prepaid data and 2G. On by itself when the phone asks to
// save data (`navigator.connection.saveData`) or the connection is 2g/slow-2g; the player can turn it
// on or off in the member centre, and that choice wins. While on: game tiles draw no pictures
// (their names and colours only), banners do not auto-advance, nothing animates, and nothing is
// fetched ahead of need (the service worker's install-time precache waits for a player who wants it).
import { atom, computed } from 'nanostores';
import { readStorage, writeStorage } from '../lib/storage';

export type DataSaverChoice = 'auto' | 'on' | 'off';

const CHOICE_KEY = 'data_saver';

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = (): NetworkInformationLike | undefined => (globalThis.navigator as { connection?: NetworkInformationLike } | undefined)?.connection;

/** What the phone says: it asks to save data, or the connection is 2G-slow. */
export function networkAsksToSave(info: Pick<NetworkInformationLike, 'saveData' | 'effectiveType'> | undefined): boolean {
  return !!info && (info.saveData === true || info.effectiveType === '2g' || info.effectiveType === 'slow-2g');
}

const storedChoice = (): DataSaverChoice => {
  const value = readStorage(CHOICE_KEY);
  return value === 'on' || value === 'off' ? value : 'auto';
};

/** The player's choice ('auto' follows the phone). */
export const $dataSaverChoice = atom<DataSaverChoice>(storedChoice());
/** What the phone says now (updated when the connection changes). */
export const $networkAsksToSave = atom(networkAsksToSave(connection()));
connection()?.addEventListener?.('change', () => $networkAsksToSave.set(networkAsksToSave(connection())));

/** Whether data saver is on. */
export const $dataSaver = computed([$dataSaverChoice, $networkAsksToSave], (choice, asks) => (choice === 'auto' ? asks : choice === 'on'));

export function setDataSaverChoice(choice: DataSaverChoice): void {
  writeStorage(CHOICE_KEY, choice === 'auto' ? null : choice);
  $dataSaverChoice.set(choice);
}

// The stylesheet's switch for animations (global.css, html[data-save-data]).
$dataSaver.subscribe((on) => {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-save-data', on);
});
