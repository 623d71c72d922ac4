// The service worker answers page loads with the shell of the build it installed, so reloading
// onto a newer deploy must first install and activate that deploy's worker; a plain reload would
// paint the old build again.

type Container = Pick<ServiceWorkerContainer, 'controller' | 'getRegistration' | 'addEventListener' | 'removeEventListener'>;

const settled = (worker: ServiceWorker): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', check);
      resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });

async function activate(container: Container): Promise<void> {
  if (!container.controller) return;
  const registration = await container.getRegistration();
  if (!registration) return;
  await registration.update().catch(() => undefined);
  const next = registration.installing ?? registration.waiting;
  if (!next) return;
  await settled(next);
  if (registration.waiting !== next) return;
  const switched = new Promise<void>((resolve) => {
    const done = () => {
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    container.addEventListener('controllerchange', done);
  });
  // The generated worker skips waiting on this message (vite-plugin-pwa, registerType 'prompt').
  next.postMessage({ type: 'SKIP_WAITING' });
  await switched;
}

/** Installs and activates the server's newer service worker, if any; resolves (never rejects) when done or after `timeoutMs`. */
export function activateNewerWorker(container: Container | undefined = globalThis.navigator?.serviceWorker, timeoutMs = 20_000): Promise<void> {
  if (!container) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([activate(container).catch(() => undefined), giveUp]).finally(() => clearTimeout(timer));
}
