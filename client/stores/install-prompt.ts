// The PWA install prompt (spec section 4: "the PWA install prompt is handled"): Chrome fires
// `beforeinstallprompt` once, early; we keep it so /download (or the download popup) can offer
// Install when the player asks. Whether the app already runs installed: lib/app-shell.ts.
import { atom } from 'nanostores';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The kept install prompt; null when the browser offers none (installed, iOS, already used). */
export const $installPrompt = atom<InstallPromptEvent | null>(null);

/** Starts keeping the install prompt (called with the service worker's registration); returns the stop function. */
export function watchInstallPrompt(): () => void {
  const keep = (event: Event) => {
    // Our own Install button shows it; the browser's mini bar would come at a bad moment.
    event.preventDefault();
    $installPrompt.set(event as InstallPromptEvent);
  };
  const installed = () => $installPrompt.set(null);
  addEventListener('beforeinstallprompt', keep);
  addEventListener('appinstalled', installed);
  return () => {
    removeEventListener('beforeinstallprompt', keep);
    removeEventListener('appinstalled', installed);
  };
}

/** Shows the kept prompt; resolves with the player's answer ('unavailable' when there is none). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = $installPrompt.get();
  if (!event) return 'unavailable';
  // A prompt can be shown once.
  $installPrompt.set(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}
