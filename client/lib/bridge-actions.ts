// What the player does through the Android wrapper's hooks, with the browser's way when there is no
// wrapper, the hook is missing, it throws or it says no: share a link (Web Share, else copy) and
// download a file (a link); and whether the wrapper wants updating. Each resolves with what
// happened so the page can say so; none rejects. Copying is in native-bridge.ts and native
// sign-in in native-login.ts, so that a page loads only what it uses; the first paint has none of them.
import { safeResourceUrl } from '../../contract/safe-url';
import { BRIDGE_PROTOCOL, callHook, copyText, isNativeWrapper, succeeded } from './native-bridge';

/** What a share did: the sheet opened, the text was copied instead, the player closed it, or nothing worked. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';
/** What a download did: started (by the wrapper or the browser), or refused (an unsafe URL). */
export type DownloadResult = 'started' | 'failed';

/** A link to share: `text` goes with it (a short invitation), `title` where the sheet shows one. */
export interface ShareLink {
  title: string;
  text: string;
  url: string;
}

/** Shares a link: the wrapper's share sheet, else Web Share, else copies the text and link. */
export async function shareLink(link: ShareLink): Promise<ShareResult> {
  if (succeeded(callHook('share', JSON.stringify(link)))) return 'shared';
  const data = { title: link.title, text: link.text, url: link.url };
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The player closed the sheet: nothing more to do. Any other failure: copy instead.
      if ((error as { name?: string })?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(link.text ? `${link.text} ${link.url}` : link.url)) === 'copied' ? 'copied' : 'failed';
}

/** Downloads a file (a same-origin path or an https URL): the wrapper's download manager, else a link. */
export function downloadFile(url: string, name: string): DownloadResult {
  if (!safeResourceUrl(url)) return 'failed';
  const absolute = new URL(url, location.href).href;
  if (succeeded(callHook('download', JSON.stringify({ url: absolute, name })))) return 'started';
  const link = document.createElement('a');
  link.href = absolute;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return 'started';
}

/**
 * True inside a wrapper that should be updated: the operator's APK (`latestBuild`,
 * h5.apkVersionCode) is a newer build than its `deviceInfo().appVersionCode`, or it speaks an older
 * bridge protocol than BRIDGE_PROTOCOL (it lacks hooks). Read here, not from native-facts.ts, so
 * that file stays a chunk of its own (boot loads it before preLogin inside the wrapper).
 */
export function wrapperOutdated(latestBuild: number | undefined): boolean {
  if (!isNativeWrapper()) return false;
  const asked = callHook('version');
  const version = Number(asked.ok ? asked.value : 0);
  if (!(Number.isInteger(version) && version >= BRIDGE_PROTOCOL)) return true;
  const info = callHook('deviceInfo');
  try {
    const build: unknown = info.ok && typeof info.value === 'string' ? (JSON.parse(info.value) as { appVersionCode?: unknown }).appVersionCode : undefined;
    return latestBuild !== undefined && Number.isSafeInteger(build) && latestBuild > (build as number);
  } catch {
    return false;
  }
}

