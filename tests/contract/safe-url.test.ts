import { describe, expect, it } from 'vitest';
import { safeExternalUrl, safeImageUrl, safeInternalPath, safeResourceUrl } from '../../contract/safe-url';

// One table for every URL check in the client: each row says which checks let the value through.
// P = safeInternalPath, E = safeExternalUrl, R = safeResourceUrl, I = safeImageUrl.
type Check = 'P' | 'E' | 'R' | 'I';
const CHECKS: Record<Check, (value: unknown) => string | null> = {
  P: safeInternalPath,
  E: safeExternalUrl,
  R: safeResourceUrl,
  I: safeImageUrl,
};

const TABLE: [value: unknown, passes: Check[]][] = [
  // same-origin paths
  ['/auth/bind', ['P', 'R', 'I']],
  ['/wallets?name=deposit&back=1', ['P', 'R', 'I']],
  ['/sandbox/idp/line/sdk.js', ['P', 'R', 'I']],
  ['/game/play#top', ['P', 'R', 'I']],
  ['/', ['P', 'R', 'I']],
  ['/search?q=a b', ['P', 'R']], // a decoded redirect may hold a space; an image may not
  ['/logo(1).png', ['P', 'R']],
  // https URLs
  ['https://cdn.example/logo.png', ['E', 'R', 'I']],
  ['HTTPS://accounts.google.com/gsi/client', ['E', 'R', 'I']],
  ['https://games.example/slot?s=1&t=a+b%20c', ['E', 'R', 'I']],
  ['https://x.example/a"onerror="alert(1)', ['E', 'R']],
  ['https://x.example/a(b)', ['E', 'R']],
  // refused everywhere
  ['//evil.example/x', []],
  ['/\\evil.example', []],
  ['/x\\y', []],
  ['https://evil.example\\@good.example/', []],
  ['https:evil.example', []],
  ['https:/evil.example', []],
  ['https://', []],
  ['https:// evil.example', []],
  ['https://x.example/a b', []],
  [' https://x.example/', []],
  ['https://x.example/\n', []],
  ['http://cdn.example/logo.png', []],
  ['javascript:alert(1)', []],
  ['JaVaScRiPt:alert(1)', []],
  ['java\tscript:alert(1)', []],
  ['data:text/html,hi', []],
  ['data:text/javascript,alert(1)', []],
  ['data:image/svg+xml,<svg onload=alert(1)>', []],
  ['blob:https://x.example/1', []],
  ['logo.png', []],
  ['auth/bind', []],
  [' /x', []],
  ['/\tx', []],
  ['/x\u0000', []],
  ['/x\u007f', []],
  ['/sdk.js\n//evil', []],
  ['', []],
  ['/' + 'a'.repeat(2048), []],
  [null, []],
  [undefined, []],
  [42, []],
  [{ toString: () => '/x' }, []],
];

describe('safe-url', () => {
  it.each(TABLE)('%j passes %j', (value, passes) => {
    for (const [name, check] of Object.entries(CHECKS) as [Check, (value: unknown) => string | null][]) {
      expect(check(value), `${name}(${JSON.stringify(value)})`).toBe(passes.includes(name) ? value : null);
    }
  });

  it('lets a caller raise the length limit (game URLs carry long tokens)', () => {
    const long = 'https://games.example/play?token=' + 'x'.repeat(3000);
    expect(safeResourceUrl(long)).toBeNull();
    expect(safeResourceUrl(long, 4096)).toBe(long);
    expect(safeResourceUrl(long + 'x'.repeat(2000), 4096)).toBeNull();
  });
});
