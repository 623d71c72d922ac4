import { describe, expect, it, vi } from 'vitest';
import { activateNewerWorker } from '../../../client/lib/worker-update';

/** A worker whose state the test moves on. */
function fakeWorker(state: ServiceWorkerState) {
  const target = new EventTarget();
  const worker = Object.assign(target, { state, postMessage: vi.fn() }) as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };
  const moveTo = (next: ServiceWorkerState) => {
    (worker as { state: ServiceWorkerState }).state = next;
    target.dispatchEvent(new Event('statechange'));
  };
  return { worker, moveTo };
}

function fakeContainer(registration: Partial<ServiceWorkerRegistration> | undefined, controlled = true) {
  const target = new EventTarget();
  return Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: vi.fn(async () => registration as ServiceWorkerRegistration | undefined),
    controllerChanged: () => target.dispatchEvent(new Event('controllerchange')),
  });
}

describe('activateNewerWorker', () => {
  it('lets a newly installed worker skip waiting and resolves once it controls the page', async () => {
    const { worker, moveTo } = fakeWorker('installing');
    const registration: { installing: ServiceWorker | null; waiting: ServiceWorker | null; update: () => Promise<void> } = {
      installing: null,
      waiting: null,
      update: vi.fn(async () => {
        registration.installing = worker;
      }),
    };
    const container = fakeContainer(registration as unknown as ServiceWorkerRegistration);
    worker.postMessage.mockImplementation(() => setTimeout(() => container.controllerChanged()));
    let done = false;
    const activating = activateNewerWorker(container).then(() => (done = true));
    await vi.waitFor(() => expect(registration.update).toHaveBeenCalled());
    registration.installing = null;
    registration.waiting = worker;
    moveTo('installed');
    await activating;
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(done).toBe(true);
  });

  it('does nothing without a controlling worker or a newer one', async () => {
    await activateNewerWorker(fakeContainer(undefined, false));
    const update = vi.fn(async () => undefined);
    await activateNewerWorker(fakeContainer({ installing: null, waiting: null, update } as unknown as ServiceWorkerRegistration));
    expect(update).toHaveBeenCalled();
    await activateNewerWorker(undefined);
  });

  it('gives up after its time limit, never rejecting', async () => {
    const { worker } = fakeWorker('installing');
    const update = vi.fn(async () => Promise.reject(new Error('offline')));
    const container = fakeContainer({ installing: worker, waiting: null, update } as unknown as ServiceWorkerRegistration);
    await expect(activateNewerWorker(container, 20)).resolves.toBeUndefined();
  });
});
