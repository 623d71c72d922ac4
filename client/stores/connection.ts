// Online or not, as the phone says (navigator.onLine and its events) and as our calls find out
// (boot marks the app offline when pre-login cannot reach us). The offline bar reads it.
import { atom, onMount } from 'nanostores';

/** False while the phone has no connection. */
export const $online = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Marks the connection lost (a call found no network) or back. */
export function setOnline(online: boolean): void {
  $online.set(online);
}

onMount($online, () => {
  const on = () => $online.set(true);
  const off = () => $online.set(false);
  addEventListener('online', on);
  addEventListener('offline', off);
  return () => {
    removeEventListener('online', on);
    removeEventListener('offline', off);
  };
});
