// Loads a third-party script (a social SDK) once, on demand. Only https: URLs and same-origin
// paths are accepted, so a tampered config cannot inject javascript:, data: or
// protocol-relative sources.
import { safeResourceUrl } from '../../../contract/safe-url';

const DEFAULT_TIMEOUT_MS = 15_000;
const loading = new Map<string, Promise<void>>();

/** Adds `<script src>` once; resolves when it has run, rejects on error or timeout (and may be retried). */
export function loadScript(src: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  if (!safeResourceUrl(src)) return Promise.reject(new Error(`Script URL refused: ${src.slice(0, 80)}`));
  const pending = loading.get(src);
  if (pending) return pending;

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error(`Script timed out: ${src}`)), timeoutMs);
    function fail(error: Error): void {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`Script failed to load: ${src}`)));
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Forgets loaded scripts (tests). */
export function resetLoadedScripts(): void {
  loading.clear();
}
