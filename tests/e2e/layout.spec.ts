// Every page of the route table and the main sheets, at 320×640 and 360×740, in English and
// Filipino: axe (no serious or critical violation) and the layout check of support.ts (no
// horizontal overflow, no text under 12 px, no tap target under 44 px, no truncated header text).
// One browser context per language; the player registers once and the token is reused.
import type { Page } from '@playwright/test';
import { PATHS, type RouteName } from '../../contract/route-paths';
import { expect, expectGoodLayout, expectNoAxeViolations, openApp, patchConfig, registerAccount, test } from './support';

const SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
] as const;

type Sample = { url: string; guest?: boolean } | ((page: Page) => Promise<{ url: string; guest?: boolean }>);

/** A call of ours from inside the page, with the player's token (to find ids that exist). */
async function call<T>(page: Page, name: string, body: object): Promise<T> {
  return page.evaluate(
    async ([n, b]) => {
      const res = await fetch(`/app/v1/${n}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify({ ...b, platform: 0, clientReferrer: '' }),
      });
      return (await res.json()) as T;
    },
    [name, body] as const,
  );
}

// Typed by the route table: a route added to route-paths.ts fails the typecheck until it is here.
const SAMPLES: Record<RouteName, Sample> = {
  home: { url: PATHS.home, guest: true },
  maintenance: { url: PATHS.maintenance, guest: true },
  termsOfUse: { url: PATHS.termsOfUse, guest: true },
  privacyPolicy: { url: PATHS.privacyPolicy, guest: true },
  authLogin: { url: PATHS.authLogin, guest: true },
  authAccountLogin: { url: PATHS.authAccountLogin, guest: true },
  authRegister: { url: PATHS.authRegister, guest: true },
  authForget: { url: PATHS.authForget, guest: true },
  gameSearch: { url: PATHS.gameSearch, guest: true },
  service: { url: PATHS.service, guest: true },
  serviceVip: { url: PATHS.serviceVip, guest: true },
  aboutUs: { url: PATHS.aboutUs, guest: true },
  faq: { url: PATHS.faq, guest: true },
  download: { url: PATHS.download, guest: true },
  points: { url: PATHS.points, guest: true },
  authSetPassword: { url: PATHS.authSetPassword },
  authBind: { url: PATHS.authBind },
  memberGames: { url: PATHS.memberGames },
  memberReport: { url: PATHS.memberReport },
  gameStart: { url: `${PATHS.gameStart}?gameId=1&tryIt=1` },
  wallets: { url: PATHS.wallets },
  // A well-formed order number the player does not have: the page's "not found" state.
  walletDepositResult: { url: `${PATHS.walletDepositResult}?orderNo=D000000000000000` },
  walletAccounts: { url: PATHS.walletAccounts },
  walletAccountEdit: { url: PATHS.walletAccountEdit },
  walletRecord: { url: PATHS.walletRecord },
  walletHistory: { url: PATHS.walletHistory },
  withdrawal: { url: '/withdrawal/ewallet' },
  memberRetrieveBalance: { url: PATHS.memberRetrieveBalance },
  memberSelfLimited: { url: PATHS.memberSelfLimited },
  memberProfileKyc: { url: PATHS.memberProfileKyc },
  member: { url: PATHS.member },
  memberProfile: { url: PATHS.memberProfile },
  memberProfileInfo: { url: PATHS.memberProfileInfo },
  mail: { url: PATHS.mail },
  mailDetail: async (page) => {
    const mails = await call<{ data?: { list?: { id: number }[] } }>(page, 'getMail2', { pageNum: 1, pageSize: 10 });
    return { url: `${PATHS.mailDetail}?id=${mails.data?.list?.[0]?.id ?? 1}` };
  },
  feedback: { url: PATHS.feedback },
  feedbackRecord: { url: PATHS.feedbackRecord },
  feedbackDetail: { url: '/feedback/record/1' },
};

/** Waits until the page has settled: cover gone, calls done, skeletons replaced. */
async function settle(page: Page): Promise<void> {
  const started = Date.now();
  await expect(page.locator('#cover')).toBeHidden();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  if (process.env.LAYOUT_TIMING) console.log('settle', Date.now() - started);
}

// The game tile's own buttons (open, Try badge, heart) are being redrawn by the art work of issue
// 13, which owns their size; every other target on the lobby is checked.
const GAME_TILE_BUTTONS = 'button[class*="_open_"], button[class*="_try_"], button[class*="_like_"]';

/**
 * The layout check at both sizes; axe once a screen (at 320 px in English, 360 px in Filipino, so
 * both sizes and both languages are covered: axe is what takes the time, and its findings rarely
 * depend on the width).
 */
async function checkScreen(page: Page, label: string, axeScope?: string): Promise<void> {
  const axeWidth = label.startsWith('en') ? 320 : 360;
  for (const size of SIZES) {
    const started = Date.now();
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    await expectGoodLayout(page, `${label} @${size.width} px`, GAME_TILE_BUTTONS);
    const middle = Date.now();
    if (size.width === axeWidth) await expectNoAxeViolations(page, axeScope, { seriousOnly: true, soft: true, label: `${label} @${size.width} px` });
    if (process.env.LAYOUT_TIMING) console.log(label, size.width, middle - started, Date.now() - middle);
  }
}

let token: string | null = null;

test.beforeEach(async ({ page }) => {
  // Game art is fixed-size SVG (width and height attributes): leaving it out changes no layout
  // and spares hundreds of requests a page.
  await page.route('**/sandbox/art/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
});

for (const locale of ['en', 'fil'] as const) {
  test(`${locale}: public pages and the guest sheets pass axe and the layout check at 320 and 360 px`, async ({ page, context, baseURL, request }) => {
    test.setTimeout(600_000);
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    for (const [name, sample] of Object.entries(SAMPLES) as [RouteName, Sample][]) {
      if (typeof sample === 'function' || !sample.guest) continue;
      await page.goto(sample.url);
      await settle(page);
      await checkScreen(page, `${locale} ${name} (guest)`);
    }
    await page.setViewportSize(SIZES[1]);
    await openApp(page, '/');
    const header = page.getByRole('banner');
    const sheet = page.getByRole('dialog');
    await header.getByRole('button', { name: locale === 'en' ? 'Log in' : 'Mag-log in', exact: true }).click();
    await expect(sheet).toBeVisible();
    await settle(page);
    await checkScreen(page, `${locale} login sheet`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await header.getByRole('button', { name: locale === 'en' ? 'Register' : 'Mag-register', exact: true }).click();
    await expect(sheet).toBeVisible();
    await settle(page);
    await checkScreen(page, `${locale} register sheet`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The age notice (shown where the operator asks for it), with its own language switch.
    await patchConfig(request, { h5ClientMode: 1 });
    try {
      await page.evaluate(() => localStorage.clear());
      await openApp(page, '/');
      await expect(sheet).toBeVisible();
      await settle(page);
      await checkScreen(page, `${locale} age notice`, '[role="dialog"]');
    } finally {
      await patchConfig(request, { h5ClientMode: 0 });
    }
  });

  test(`${locale}: every page for a member passes axe and the layout check at 320 and 360 px`, async ({ page, context, baseURL }) => {
    test.setTimeout(600_000);
    // One player for the whole run: registered once, its token reused by the other language.
    if (!token) {
      await page.setViewportSize(SIZES[1]);
      await registerAccount(page);
      token = await page.evaluate(() => localStorage.getItem('access_token'));
    } else {
      await page.goto('/terms-of-use');
      await page.evaluate((value) => localStorage.setItem('access_token', value), token);
    }
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    for (const [name, sample] of Object.entries(SAMPLES) as [RouteName, Sample][]) {
      const resolved = typeof sample === 'function' ? await sample(page) : sample;
      await page.goto(resolved.url);
      await settle(page);
      await checkScreen(page, `${locale} ${name}`);
    }
  });
}
