// The app's first render draws the bars, and the page a frame later (issue 25: two shorter tasks
// and two shorter layouts on a slow phone instead of one long one); the cover waits for the page.
// Isolated: it needs the app's first mount of the frame, which a shared module would have used.
import { render } from 'preact';
import { waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Frame } from '../../client/app-frame';
import type { RouteDef } from '../../client/routes';
import { firstPageDrawn } from '../../client/stores/boot';
import { clearSession } from '../../client/stores/session';
import { fakeApi } from './fake-api';

const ROUTES: RouteDef[] = [{ name: 'home', path: '/', page: () => <p>home page</p>, frame: 'tabs', overlays: [] }];

let root: HTMLElement;
// Preact's own render, not the testing library's: its act() would run the effects at once, and
// the frame between the two renders is what this proves.
const mount = () =>
  render(
    <LocationProvider>
      <Frame routes={ROUTES} />
    </LocationProvider>,
    root,
  );
const pageShown = () => root.textContent?.includes('home page') ?? false;

/** Whether `promise` has settled by the time pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
  fakeApi();
  history.replaceState(null, '', '/');
  root = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  render(null, root);
  root.remove();
  clearSession();
});

it('draws the bars first and the page a frame later, and only then lets the cover go; later mounts draw the page at once', async () => {
  mount();
  expect(root.querySelector('nav')).not.toBeNull();
  expect(pageShown()).toBe(false);
  expect(await settled(firstPageDrawn)).toBe(false);

  await waitFor(() => expect(pageShown()).toBe(true));
  await firstPageDrawn;

  render(null, root);
  mount();
  expect(pageShown()).toBe(true);
});
