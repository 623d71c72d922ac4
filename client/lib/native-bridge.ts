// The native Android wrapper's hooks (spec section 6: native login, share, copy, file download,
// chat, notification token). The wrapper injects `window.AndroidBridge`; in a browser or the
// installed PWA it is absent. Only what the app uses so far is typed here.

interface AndroidBridge {
  /** Opens the native customer service chat; takes a JSON string of the service line. */
  openChat?: (json: string) => void;
}

function bridge(): AndroidBridge | undefined {
  const candidate = (globalThis as { AndroidBridge?: unknown }).AndroidBridge;
  return typeof candidate === 'object' && candidate !== null ? (candidate as AndroidBridge) : undefined;
}

/** True inside the native Android wrapper. */
export const isNativeWrapper = (): boolean => bridge() !== undefined;

/** Opens the native chat with a service line; false when the wrapper has no chat hook. */
export function openNativeChat(line: { license: string; group: string; name: string }): boolean {
  const openChat = bridge()?.openChat;
  if (typeof openChat !== 'function') return false;
  openChat.call(bridge(), JSON.stringify(line));
  return true;
}
