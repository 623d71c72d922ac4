// Build check (spec section 4): when a lazy chunk fails to load, the server may have a newer build
// whose chunks replaced ours. Ask it (build.json with a timestamp query, past every cache) and
// reload once onto that build; otherwise the failure is real (offline) and the page says so. The
// service worker answers page loads from its own build, so its newer worker activates first
// (stores/pwa.ts sets that step, keeping its code out of the first paint).
declare const __BUILD_ID__: string | undefined;

/** The id of the build this page runs ('dev' outside a production build). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

const RELOADED_FOR = 'build_reloaded_for';

let beforeReload = (): Promise<void> => Promise.resolve();

/** Sets what runs before the reload onto a newer build. */
export const setBeforeReload = (run: () => Promise<void>): void => {
  beforeReload = run;
};

/** The build the server has now, or null when it cannot be asked. */
export async function liveBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`/build.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const { build } = (await response.json()) as { build?: unknown };
    return typeof build === 'string' ? build : null;
  } catch {
    return null;
  }
}

/** Reloads onto a newer live build (once per build id, so it can never loop); true if reloading. */
export async function reloadIfNewerBuild(
  options: { fetchImpl?: typeof fetch; reload?: () => void; beforeReload?: () => Promise<void> } = {},
): Promise<boolean> {
  const live = await liveBuildId(options.fetchImpl);
  if (!live || live === BUILD_ID) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === live) return false;
    sessionStorage.setItem(RELOADED_FOR, live);
  } catch {
    return false;
  }
  await (options.beforeReload ?? beforeReload)();
  (options.reload ?? (() => location.reload()))();
  return true;
}
