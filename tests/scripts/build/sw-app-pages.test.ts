import { describe, expect, it } from 'vitest';
import { appPagesRegExp } from '../../../scripts/build/sw-app-pages';
import { isKnownPath, PATHS } from '../../../contract/route-paths';
import { API_BASE, BEACON_PATH } from '../../../contract/call-row';
import { HEALTH_PATH, READY_PATH } from '../../../edge/routes/health';

const appPages = appPagesRegExp(Object.values(PATHS));
/** What the service worker's NavigationRoute decides for `pathnameAndSearch`. */
const answeredWithShell = (pathnameAndSearch: string) => appPages.test(pathnameAndSearch);

describe('the service worker answers app pages from its precached shell', () => {
  it('answers every page of the route table, with a query, trailing or doubled slashes', () => {
    for (const path of ['/', '/game/search', '/member/profile/kyc', '/withdrawal/gcash', '/feedback/record/42', '/maintenance']) {
      expect(answeredWithShell(path), path).toBe(true);
      expect(answeredWithShell(`${path}?ref=abc&x=a.b`), path).toBe(true);
      expect(answeredWithShell(`${path}/`), path).toBe(true);
    }
    expect(answeredWithShell('//game//search')).toBe(true);
    expect(answeredWithShell('/withdrawal/g%20cash')).toBe(true);
  });

  it('leaves the API, the beacon, the sandbox, health checks and files to the network', () => {
    for (const path of [
      `${API_BASE}/preLogin`,
      BEACON_PATH,
      `${BEACON_PATH}?x=1`,
      '/sandbox/idp/authorize?state=1',
      '/sandbox/avatars/1.png',
      '/sandbox',
      HEALTH_PATH,
      READY_PATH,
      '/build.json',
      '/sw.js',
      '/manifest.webmanifest',
      '/assets/index-abc123.js',
      '/icons/icon-192.png',
      '/withdrawal/gcash.png',
      '/withdrawal/gcash%2Epng',
      '/feedback/record/1.json/',
      '/robots.txt',
    ]) {
      expect(answeredWithShell(path), path).toBe(false);
    }
  });

  it('leaves paths no route knows to the edge, which answers 404 with the 404 page', () => {
    for (const path of ['/nope', '/game', '/game/search/more', '/member/profile/kyc/x', '/feedback/record/1/2']) {
      expect(isKnownPath(path), path).toBe(false);
      expect(answeredWithShell(path), path).toBe(false);
    }
  });

  it('agrees with the edge’s matcher on paths without an extension', () => {
    const samples = [...Object.values(PATHS).map((p) => p.replace(/:\w+/g, 'v')), '/wallets/card', '/email/detail/x', '/auth', '/x/y'];
    for (const path of samples) expect(answeredWithShell(path), path).toBe(isKnownPath(path));
  });
});
