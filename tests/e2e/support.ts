// Helpers for the journeys: the sandbox's dev endpoints (SMS outbox, maintenance and config
// switches) on its own port, and fresh player identities.
import { expect, test as base, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { LANE_PORTS } from '../../playwright.config';

/** This worker's sandbox (playwright.config.ts: one edge and sandbox per worker). */
export const SANDBOX_URL = `http://127.0.0.1:${LANE_PORTS.sandbox}`;
/** This worker's edge. */
const EDGE_URL = `http://127.0.0.1:${LANE_PORTS.edge}`;

type GamesChange = { upsert?: ({ id: number } & Record<string, unknown>)[]; remove?: number[] };

/**
 * The lane's sandbox-wide switches (playwright.config.ts: one sandbox per lane, one journey at a
 * time in it). Whatever a journey switches is put back when it ends, by the fixture's own request
 * context: a journey that fails or times out still leaves its lane as it found it.
 */
export interface LaneSwitches {
  /** Turns maintenance on (1, with the operator's expected end time in ms when given) or off (0); put back off, once the edge serves pages again. */
  setMaintenance(status: 0 | 1, endTime?: number): Promise<void>;
  /** Patches the app config (shallow merge); the patched keys get their values back. */
  patchConfig(patch: Record<string, unknown>): Promise<void>;
  /** Adds, changes or removes games of the catalogue (one gameListVersion up); each comes back as it was. */
  changeGames(change: GamesChange): Promise<void>;
  /** Moves the sandbox clock `ms` further ahead (daily rewards see a later Manila day); put back when the journey ends. */
  moveClock(ms: number): Promise<void>;
}

/** The answer of a dev endpoint; throws unless it is 2xx. */
async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const res = await response;
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res;
}

/**
 * The journeys' `test`: a first-time player gets the home tour over the lobby, which would cover
 * what most journeys tap, so it is skipped whenever it shows (`test.use({ skipHomeGuide: false })`
 * keeps it, for the journey about the tour itself). `lane` sets the lane's sandbox-wide switches.
 */
export const test = base.extend<{ skipHomeGuide: boolean; skipPopups: boolean; lane: LaneSwitches }>({
  skipHomeGuide: [true, { option: true }],
  // The activity popups (notice, offers, download) open on home once per session; journeys about
  // something else start with them marked as shown (`test.use({ skipPopups: false })` keeps them).
  skipPopups: [true, { option: true }],
  page: async ({ page, skipHomeGuide, skipPopups }, use) => {
    if (skipPopups) {
      await page.addInitScript(() => {
        const key = 'popups_shown';
        const shown: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
        const keys = ['activity:25', 'activity:44', 'activity:39', 'activity:20', 'activity:32'];
        sessionStorage.setItem(key, JSON.stringify([...new Set([...(Array.isArray(shown) ? shown : []), ...keys])]));
      });
    }
    if (skipHomeGuide) {
      // Marked as seen for the seed's tutorialVersion (edge/sandbox/seed/app-config.ts), so it never
      // opens under another sheet mid-journey (it would add an overlay entry to the history).
      await page.addInitScript(() => {
        if (localStorage.getItem('home_guide_seen') === null) localStorage.setItem('home_guide_seen', '1');
      });
      // Should it show all the same (another tutorialVersion), in either language: a journey may
      // switch to Filipino before the tour shows.
      const tour = page.getByRole('dialog', { name: /^(Welcome! A quick tour|Maligayang pagdating! Maikling gabay)$/ });
      await page.addLocatorHandler(tour, async (dialog) => {
        await dialog.getByRole('button', { name: /^(Skip|Laktawan)$/ }).click();
      });
    }
    await use(page);
  },
  // Its own timeout, so that the teardown has time even after the journey used all of its own.
  lane: [
    async ({ playwright }, use) => {
      // Not the test's `request`: that one is closed when a journey times out.
      const api = await playwright.request.newContext();
      let config: Record<string, unknown> | null = null;
      /** The stored config as it is now (an empty patch changes nothing but its version). */
      const currentConfig = async () => (config ??= (await (await ok(api.post(`${SANDBOX_URL}/sandbox/dev/config`, { data: {} }), 'read the config')).json()) as Record<string, unknown>);
      const configBefore = new Map<string, unknown>();
      const gamesBefore = new Map<number, Record<string, unknown> | null>();
      let maintenance = false;
      let clockBefore: number | null = null;
      const clock = async (data: { offsetMs?: number }) =>
        ((await (await ok(api.post(`${SANDBOX_URL}/sandbox/dev/clock`, { data }), 'clock')).json()) as { offsetMs: number }).offsetMs;

      await use({
        async setMaintenance(status, endTime) {
          maintenance ||= status === 1;
          await ok(api.post(`${SANDBOX_URL}/sandbox/dev/maintenance`, { data: { status, endTime } }), 'maintenance');
        },
        async patchConfig(patch) {
          const stored = await currentConfig();
          for (const key of Object.keys(patch)) if (!configBefore.has(key)) configBefore.set(key, stored[key]);
          await ok(api.post(`${SANDBOX_URL}/sandbox/dev/config`, { data: patch }), 'config patch');
        },
        async changeGames(change) {
          const games = (await currentConfig()).appGameList as { id: number }[];
          for (const id of [...(change.upsert ?? []).map((game) => game.id), ...(change.remove ?? [])]) {
            if (!gamesBefore.has(id)) gamesBefore.set(id, games.find((game) => game.id === id) ?? null);
          }
          await ok(api.post(`${SANDBOX_URL}/sandbox/dev/games`, { data: change }), 'games change');
        },
        async moveClock(ms) {
          const offset = await clock({});
          clockBefore ??= offset;
          await clock({ offsetMs: offset + ms });
        },
      });

      if (clockBefore !== null) await clock({ offsetMs: clockBefore });

      if (gamesBefore.size > 0) {
        const before = [...gamesBefore];
        const upsert = before.flatMap(([, game]) => (game ? [game] : []));
        const remove = before.flatMap(([id, game]) => (game ? [] : [id]));
        await ok(api.post(`${SANDBOX_URL}/sandbox/dev/games`, { data: { upsert, remove } }), 'put the games back');
      }
      if (configBefore.size > 0) await ok(api.post(`${SANDBOX_URL}/sandbox/dev/config`, { data: Object.fromEntries(configBefore) }), 'put the config back');
      if (maintenance) {
        await ok(api.post(`${SANDBOX_URL}/sandbox/dev/maintenance`, { data: { status: 0 } }), 'maintenance off');
        // The edge trusts its maintenance status for a few seconds: the lane is back once it serves pages.
        await expect
          .poll(async () => (await api.get(`${EDGE_URL}/terms-of-use`, { maxRedirects: 0 })).status(), { timeout: 20_000 })
          .toBe(200);
      }
      await api.dispose();
    },
    { timeout: 30_000 },
  ],
});
export { expect };
export { expectNoAxeViolations } from './axe';

/** Game tiles (list items with a favourites heart); the first button opens the game, named after it. */
export const tiles = (page: Page, scope: Page | Locator = page): Locator =>
  scope.getByRole('listitem').filter({ has: page.getByRole('button', { name: /favourites$/ }) });

/** The game a tile names. */
export async function tileName(tile: Locator): Promise<string> {
  // The text, not innerText: a tile below the screen, or one inserted since the last frame, is
  // skipped content (content-visibility: auto), whose innerText is empty until it is laid out.
  const name = (await tile.getByTestId('game-name').textContent()) ?? '';
  expect(name.trim(), 'a tile names its game').not.toBe('');
  return name.trim();
}

let counter = 0;
const runTag = Date.now().toString().slice(-5);

/** A PH mobile number no other test uses: 9 + 9 digits. */
export function freshMobile(): string {
  counter += 1;
  return `9${runTag}${String(counter).padStart(4, '0')}`;
}

/** An account name no other test uses. */
export function freshAccount(): string {
  counter += 1;
  return `p${runTag}${counter}`;
}

/** Runs `send` (which makes the sandbox send a code to `mobile`) and returns that new code. */
export async function smsCodeSentBy(request: APIRequestContext, mobile: string, send: () => Promise<void>): Promise<string> {
  const outbox = async () => {
    const res = await request.get(`${SANDBOX_URL}/sandbox/dev/sms-outbox?mobile=${mobile}`);
    return ((await res.json()) as { messages: { code: string }[] }).messages;
  };
  const before = (await outbox()).length;
  await send();
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox();
      code = messages.length > before ? messages[0].code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Opens `path` and waits until the cover view is gone (theme and pre-login finished). */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#cover')).toBeHidden();
}

/**
 * Counts the page's calls in flight (from its first script on), for `expectSettled`. Call it
 * before the page loads.
 */
export async function trackCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { callsInFlight: number };
    w.callsInFlight = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.callsInFlight += 1;
      return fetch(...args).finally(() => (w.callsInFlight -= 1));
    };
  });
}

/**
 * Waits until the page has settled: the cover gone, the route's page in, no call in flight (with
 * `trackCalls`), nothing loading (skeletons, busy regions, a pending route), fonts and the pictures
 * on screen loaded, and all of it still so one frame later.
 */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('#cover')).toBeHidden();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const unsettled = (): string[] => {
            const left: string[] = [];
            const calls = (window as unknown as { callsInFlight?: number }).callsInFlight ?? 0;
            if (calls > 0) left.push(`${calls} calls in flight`);
            const main = document.querySelector('main.app-main');
            if (main && main.childElementCount === 0) left.push('no page yet');
            const loading = document.querySelectorAll('.route-pending, [class*="_skeleton_"], [aria-busy="true"]:not(button)');
            if (loading.length > 0) left.push(`${loading.length} parts loading`);
            if (document.fonts.status !== 'loaded') left.push('fonts loading');
            const pictures = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
            if (pictures.length > 0) left.push(`${pictures.length} pictures loading`);
            return left;
          };
          const now = unsettled();
          if (now.length > 0) return now;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return unsettled();
        }),
      { message: 'the page settles', timeout: 15_000, intervals: [100] },
    )
    .toEqual([]);
}

/**
 * Waits until the history holds `depth` overlay entries (lib/back-stack.ts): opening and closing
 * reconcile them in a microtask, and going back over a closed overlay's entry takes a task.
 */
export async function expectBackEntries(page: Page, depth: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => (history.state as { backStackDepth?: number } | null)?.backStackDepth ?? 0)).toBe(depth);
}

/**
 * Opens `path` with the service worker controlling the page: the first visit installs it, and it
 * controls the next load (a reload when it did not control this one). For journeys that allow it.
 */
export async function openControlledApp(page: Page, path = '/'): Promise<void> {
  await openApp(page, path);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active != null), {
      message: 'a service worker is active (playwright.config.ts blocks it unless the journey has `test.use({ serviceWorkers: "allow" })`)',
      timeout: 30_000,
    })
    .toBe(true);
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) {
    await page.reload();
    await expect(page.locator('#cover')).toBeHidden();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Logs out as a player does: the Account page (through the tab bar when elsewhere), Log out, the
 * sheet that asks once, then home.
 */
export async function logOutFromMember(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/member') await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  const sheet = page.getByRole('dialog', { name: 'Log out?' });
  await sheet.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/**
 * A code or social sign-in that would create the account meets the barred-groups declaration
 * (issue 26) in the same sheet or page: tick its one box and create the account.
 */
export async function declareEligibility(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'One more step to create your account' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I am not in any of these groups/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
}

/** The password of the players the journeys register. */
export const PASSWORD = 'secret99';

/**
 * Registers a fresh account (account and password) through the API, with `credit` (minor units)
 * put in through the sandbox, and signs `page` in from its next load on; opens no page (a journey
 * that plays or deposits through the API before it looks saves a page load). Its ₱10.00 sign-up
 * bonus waits for a first deposit.
 */
export async function registerPlayer(page: Page, options: { credit?: number } = {}): Promise<{ account: string; token: string }> {
  const account = freshAccount();
  // Through the edge, as the app's form sends it (auth.spec.ts registers through the form itself);
  // the page then opens signed in: one page load instead of the form's two.
  const res = await page.request.post('/app/v1/accountRegist', { data: { account, password: PASSWORD, eligibilityDeclared: 1, platform: 0, clientReferrer: '' } });
  // The row's envelope is `code`: `{ code: 200, token, user }`.
  const answer = (await res.json()) as { code?: number; token?: string };
  expect(answer.code, `accountRegist: ${JSON.stringify(answer)}`).toBe(200);
  const token = answer.token!;
  if (options.credit) {
    const credited = await page.request.post(`${SANDBOX_URL}/sandbox/dev/credit`, { data: { account, amount: options.credit } });
    expect(credited.ok()).toBe(true);
  }
  // What the app keeps after an account sign-up: the token and the account (the login page's
  // account tab after a logout). Once: a later logout in the journey stays one after a reload.
  await page.addInitScript(
    ({ token, account }) => {
      if (sessionStorage.getItem('e2e_signed_up') !== null) return;
      sessionStorage.setItem('e2e_signed_up', '1');
      localStorage.setItem('access_token', token);
      localStorage.setItem('remembered_account', account);
    },
    { token, account },
  );
  return { account, token };
}

/**
 * `registerPlayer`, then opens `path` (home unless given) signed in; on home, waits for the
 * balance: ₱0.00 unless `credit` was put in. Returns the account.
 */
export async function registerAccount(page: Page, options: { credit?: number; path?: string } = {}): Promise<string> {
  const { account } = await registerPlayer(page, options);
  const path = options.path ?? '/';
  await openApp(page, path);
  if (path === '/') {
    const pesos = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format((options.credit ?? 0) / 100);
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(`₱${pesos}`);
  }
  return account;
}

/** What the layout check found: one line per problem (empty when the page is fine). */
export async function layoutProblems(page: Page, ignore = ''): Promise<string[]> {
  // The width the phone was given: a mobile browser widens its layout viewport (and `innerWidth`
  // with it) to fit overflowing content, so the page's own figures cannot tell it overflows.
  const given = page.viewportSize()?.width ?? (await page.evaluate(() => innerWidth));
  return page.evaluate(([ignored, width]) => {
    const problems: string[] = [];
    const name = (el: Element): string => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
    };
    const shown = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      if ((el as HTMLElement).closest('.visually-hidden, [aria-hidden="true"], [inert]')) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && (el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) !== false;
    };
    // The part of an element its scrolling/clipping ancestors let show.
    const visibleRect = (el: Element): DOMRect | null => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const r = a.getBoundingClientRect();
          if (style.overflowX !== 'visible') [left, right] = [Math.max(left, r.left), Math.min(right, r.right)];
          if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, r.top), Math.min(bottom, r.bottom)];
        }
        if (style.position === 'fixed') break;
      }
      return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    const layer = (el: Element): string => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const position = getComputedStyle(a).position;
        if (position === 'fixed' || position === 'sticky') return position + ':' + name(a);
      }
      return 'flow';
    };

    // 1. No horizontal overflow: neither the page nor any element (as far as its clipping
    // ancestors let it show) reaches past the width the phone was given.
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > width + 1) problems.push(`horizontal overflow: ${root.scrollWidth} > ${width}`);
    const wide = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg, #cover') || [...wide].some((w) => w.contains(el)) || !shown(el)) continue;
      const visible = visibleRect(el);
      if (visible && visible.right > width + 1) {
        wide.add(el);
        problems.push(`past the screen's right edge by ${Math.round(visible.right - width)} px: ${name(el)}`);
      }
    }

    // 2. No text under 12 px.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const small = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || small.has(el) || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName)) continue;
      if (el.closest('svg, #cover')) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 11.95 && shown(el)) {
        small.add(el);
        problems.push(`text ${size.toFixed(1)} px: ${name(el)}`);
      }
    }

    // 3. Tap targets of 44 × 44 px (inline links in running text aside), none overlapping another.
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"], [role="option"], [role="menuitem"]';
    const targets: { el: Element; rect: DOMRect; layer: string }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if ((ignored && el.matches(ignored)) || !shown(el) || (el as HTMLButtonElement).disabled) continue;
      // A checkbox or radio inside its label: tapping the label toggles it, so the label is the target.
      const label = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.closest('label') : null;
      const target = label ?? el;
      const rect = target.getBoundingClientRect();
      const inlineText =
        getComputedStyle(target).display === 'inline' &&
        [...(target.parentElement?.childNodes ?? [])].some((n) => n !== target && n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!inlineText && (rect.width < 43.5 || rect.height < 43.5)) {
        problems.push(`tap target ${Math.round(rect.width)}×${Math.round(rect.height)}: ${name(target)}`);
      }
      const visible = visibleRect(target);
      if (visible && (visible.right > width + 1 || visible.left < -1)) problems.push(`tap target off screen: ${name(target)}`);
      if (visible && !inlineText) targets.push({ el: target, rect: visible, layer: layer(target) });
    }
    for (let i = 0; i < targets.length; i++) {
      for (let j = i + 1; j < targets.length; j++) {
        const a = targets[i]!;
        const b = targets[j]!;
        if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 1 && h > 1) problems.push(`tap targets overlap: ${name(a.el)} / ${name(b.el)}`);
      }
    }

    // 4. No truncated text in the header or in headings.
    for (const el of document.querySelectorAll('header, header *, [role="banner"] *, h1, h2, h3')) {
      if (!shown(el) || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline') continue;
      if (el.scrollWidth > el.clientWidth + 1 && (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis')) {
        problems.push(`truncated text ${el.scrollWidth} > ${el.clientWidth}: ${name(el)}`);
      }
    }
    return problems;
  }, [ignore, given] as const);
}

/**
 * The layout check (overflow, 12 px text, 44 px targets, truncated header text), soft: `label`
 * names the screen; tap targets matching `ignore` are left out.
 */
export async function expectGoodLayout(page: Page, label: string, ignore = ''): Promise<void> {
  expect.soft(await layoutProblems(page, ignore), label).toEqual([]);
}
