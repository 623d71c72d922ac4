// The app's `__vitePreload` (scripts/build/vite-slim-preload.ts puts it in place of Vite's own).
const seen = {};
export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => {
  const href = '/' + dep;
  if (href in seen) return seen[href];
  const css = href.endsWith('.css');
  seen[href] = undefined;
  // A stylesheet only counts as loaded when linked as one (index.html preloads the lobby's CSS).
  if (document.querySelector(css ? 'link[rel=stylesheet][href="' + href + '"]' : 'link[href="' + href + '"]')) return;
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  // Same CORS mode as index.html's preloads, so the preloaded response is used, not fetched again.
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  if (!css) return;
  return (seen[href] = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      delete seen[href];
      link.remove();
      reject(new Error('Unable to preload CSS for ' + href));
    };
  }));
})).then(() => load());
