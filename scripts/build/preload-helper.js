// The app's `__vitePreload` (scripts/build/vite-slim-preload.ts puts it in place of Vite's own).
const seen = {};
// Starting a request costs about 3 ms of the main thread, 2-40 ms at 4x CPU while start-up runs: a
// chunk's 20 dependencies linked in one task made a task of 400 ms. They are linked from a queue in
// tasks of about 8 ms each, in order; the import itself waits for the last.
const queue = [];
const flush = () => {
  const end = performance.now() + 8;
  while (queue.length && performance.now() < end) queue.shift()();
  if (queue.length) setTimeout(flush);
};
const later = (link) => new Promise((resolve) => {
  if (queue.push(() => resolve(link())) === 1) setTimeout(flush);
});
export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => {
  const href = '/' + dep;
  if (href in seen) return seen[href];
  const css = href.endsWith('.css');
  return (seen[href] = later(() => {
    // A stylesheet only counts as loaded when linked as one (index.html preloads the lobby's CSS).
    if (document.head.querySelector(css ? 'link[rel=stylesheet][href="' + href + '"]' : 'link[href="' + href + '"]')) return;
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    // Same CORS mode as index.html's preloads, so the preloaded response is used, not fetched again.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
    if (!css) return;
    return new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => {
        delete seen[href];
        link.remove();
        reject(new Error('Unable to preload CSS for ' + href));
      };
    });
  }));
})).then(() => load());
