import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Frame } from '../../client/app-frame';
import type { RouteDef } from '../../client/routes';
import type { SectionDef } from '../../client/features/shell/section-tabs';
import { $config } from '../../client/stores/config';
import { $modals, armPopups, clearPopupQueue, closeAllModals, queuePopup, setPopupScope } from '../../client/stores/modals';
import { clearSession } from '../../client/stores/session';
import { fakeApi } from './fake-api';

function Plain({ label, params }: { label: string; params?: Record<string, string> }) {
  return <p>{`${label} page${params?.id ? ` ${params.id}` : ''}`}</p>;
}
const page = (label: string) => (props: { params?: Record<string, string> }) => <Plain label={label} {...props} />;

// A nested section like /bonus/* or /vip/*: an index, a tab page, and a detail page under a tab.
const FAKE: SectionDef = {
  name: 'fake',
  label: () => 'Fake section',
  tabs: [
    { path: '/fake', label: () => 'Overview' },
    { path: '/fake/events', label: () => 'Events' },
  ],
};

const ROUTES: RouteDef[] = [
  { name: 'lobby', path: '/', page: page('lobby'), frame: 'tabs', overlays: ['ageNotice', 'homeGuide'] },
  { name: 'plain', path: '/plain', page: page('plain'), frame: 'page' },
  { name: 'game', path: '/game', page: page('game'), frame: 'full', overlays: [], validate: (query) => query.id === undefined || /^\d+$/.test(query.id) },
  { name: 'closed', path: '/closed', page: page('closed'), frame: 'bare' },
  { name: 'fakeHome', path: '/fake', page: page('overview'), frame: { section: FAKE } },
  { name: 'fakeEvents', path: '/fake/events', page: page('events'), frame: { section: FAKE } },
  { name: 'fakeEvent', path: '/fake/events/:id', page: page('event'), frame: { section: FAKE } },
  { name: 'bonusLike', path: '/with-nav', page: page('with nav'), frame: { section: FAKE, mainNav: true } },
  { name: 'vipRebate', path: '/vip/rebate', page: page('rebate'), frame: { section: 'vip' } },
  { name: 'vipRebateRecord', path: '/vip/rebate/record', page: page('rebate record'), frame: { section: 'vip' } },
];

function renderAt(url: string) {
  history.replaceState(null, '', url);
  return render(
    <LocationProvider>
      <Frame routes={ROUTES} />
    </LocationProvider>,
  );
}

const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });
const sectionNav = () => screen.queryByRole('navigation', { name: 'Fake section' });
// The section tab bar is its own chunk: wait for it.
const findSectionNav = () => screen.findByRole('navigation', { name: 'Fake section' });
const currentTab = () => sectionNav()?.querySelector('[aria-current="page"]')?.textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  $config.set(null);
  fakeApi();
  // The first screen is idle: the popup queue may open popups (stores/popup-rules.ts).
  stopPopups = armPopups();
});
let stopPopups = () => {};
afterEach(() => {
  stopPopups();
  cleanup();
  clearPopupQueue();
  setPopupScope([]);
  closeAllModals();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('frames', () => {
  it("'tabs' shows the top bar and the main tab bar", () => {
    renderAt('/');
    expect(screen.getByText('lobby page')).toBeTruthy();
    expect(mainNav()).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it.each(['/plain', '/game'])("'page' and 'full' (%s) leave the header to the page and show no tab bar", (path) => {
    renderAt(path);
    expect(mainNav()).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('a nested section', () => {
  it('shows its own tab bar with the current tab marked, and no main tab bar', async () => {
    renderAt('/fake/events');
    expect(screen.getByText('events page')).toBeTruthy();
    const tabs = (await findSectionNav()).querySelectorAll('a');
    expect([...tabs].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Overview', '/fake', null],
      ['Events', '/fake/events', 'page'],
    ]);
    expect(mainNav()).toBeNull();
  });

  it('its index and a detail page with a param route through the same matcher', async () => {
    renderAt('/fake/');
    expect(screen.getByText('overview page')).toBeTruthy();
    await findSectionNav();
    expect(currentTab()).toBe('Overview');
    cleanup();
    renderAt('/fake/events/42');
    expect(screen.getByText('event page 42')).toBeTruthy();
    await findSectionNav();
    // A detail page marks the tab it sits under.
    expect(currentTab()).toBe('Events');
  });

  it('keeps the main tab bar below when it holds main-tab destinations (the bonus centre)', async () => {
    renderAt('/with-nav');
    expect(screen.getByText('with nav page')).toBeTruthy();
    await findSectionNav();
    expect(mainNav()).toBeTruthy();
    expect(document.querySelector('main')?.className).toContain('with-bottom-nav');
  });

  it('a named section (VIP) brings its own tabs; a page under a tab marks it', async () => {
    renderAt('/vip/rebate/record');
    expect(screen.getByText('rebate record page')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'VIP centre' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['VIP', '/vip', null],
      ['Levels', '/vip/level', null],
      ['Rebate', '/vip/rebate', 'page'],
    ]);
    expect(mainNav()).toBeNull();
  });

  it('an unknown path inside it is the 404 page, without the section frame', async () => {
    renderAt('/fake/nothing');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(sectionNav()).toBeNull();
  });
});

describe('the 404 and maintenance frames', () => {
  it.each(['/nothing/here', '/game?id=abc'])('the 404 page (%s) keeps the header and the main tab bar, even where the route is full screen', async (url) => {
    renderAt(url);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(mainNav()).toBeTruthy();
  });

  it("'bare' shows the header with the language only: no login, no tab bar", () => {
    renderAt('/closed');
    expect(screen.getByText('closed page')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(mainNav()).toBeNull();
  });
});

describe('overlays', () => {
  it('a queued popup shows on a route that allows it, not on one that does not', async () => {
    renderAt('/game');
    queuePopup({ name: 'homeGuide' });
    expect($modals.get()).toEqual([]);
    cleanup();
    renderAt('/');
    await waitFor(() => expect($modals.get()).toEqual([{ name: 'homeGuide' }]));
  });

  it('the age notice opens where the route allows it, and a popup waits behind it', async () => {
    $config.set({ h5ClientMode: 1 } as never);
    queuePopup({ name: 'homeGuide' });
    renderAt('/');
    await waitFor(() => expect($modals.get()).toEqual([{ name: 'ageNotice' }]));
  });

  it('the age notice stays away from a route without it', () => {
    $config.set({ h5ClientMode: 1 } as never);
    renderAt('/game');
    expect($modals.get()).toEqual([]);
  });
});
