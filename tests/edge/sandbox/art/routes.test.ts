import { describe, expect, it } from 'vitest';
import { SEED_ACTIVITIES } from '../../../../edge/sandbox/activities/seed-activities';
import { CATALOGUE, GAME_BRANDS, GameTag } from '../../../../edge/sandbox/games/catalogue';
import { gameSvg } from '../../../../edge/sandbox/art/game-art';
import { escapeXml } from '../../../../edge/sandbox/art/svg';
import { makeSandbox } from '../helpers';

/** No script, no event handlers, no references outside the file. */
function expectSafeSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|javascript:|href=|xlink|@import|url\((?!#)/i);
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
}

describe('artwork', () => {
  it('serves a small, safe, distinct SVG for every game with the caching headers', async () => {
    const sandbox = makeSandbox();
    const bodies = new Set<string>();
    for (const game of CATALOGUE) {
      const response = await sandbox.app.request(`/sandbox/art/${game.img}`);
      expect(response.status, game.img).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const svg = await response.text();
      expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
      expectSafeSvg(svg);
      expect(svg).toContain('viewBox="0 0 300 400"');
      bodies.add(svg);
    }
    expect(bodies.size).toBe(CATALOGUE.length);
  });

  it("draws the game's brand and its Hot/New tags from the live config", async () => {
    const sandbox = makeSandbox();
    const hot = CATALOGUE.find((game) => game.gameTagIds.includes(GameTag.hot) && !game.gameTagIds.includes(GameTag.new));
    const plain = CATALOGUE.find((game) => !game.gameTagIds.includes(GameTag.hot) && !game.gameTagIds.includes(GameTag.new));
    const hotSvg = await (await sandbox.app.request(`/sandbox/art/${hot?.img}`)).text();
    const plainSvg = await (await sandbox.app.request(`/sandbox/art/${plain?.img}`)).text();
    expect(hotSvg).toContain('>HOT</text>');
    expect(hotSvg).not.toContain('>NEW</text>');
    expect(plainSvg).not.toMatch(/>(HOT|NEW)<\/text>/);
    expect(hotSvg).toContain(GAME_BRANDS.find((brand) => brand.id === hot?.gameBrandId)?.name.toUpperCase());
  });

  it('serves a 750x300 banner for every seeded activity', async () => {
    const sandbox = makeSandbox();
    const bodies = new Set<string>();
    for (const activity of SEED_ACTIVITIES) {
      const response = await sandbox.app.request(`/sandbox/art/banners/${activity.id}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expectSafeSvg(svg);
      expect(svg).toContain('viewBox="0 0 750 300"');
      expect(svg.length).toBeLessThan(3 * 1024);
      bodies.add(svg);
    }
    expect(bodies.size).toBe(SEED_ACTIVITIES.length);
  });

  it("draws a banner in the player's language (the locale cookie), varying by Cookie", async () => {
    const sandbox = makeSandbox();
    const english = await sandbox.app.request('/sandbox/art/banners/44.svg');
    expect(english.headers.get('vary')).toBe('Cookie');
    const englishSvg = await english.text();
    expect(englishSvg).toContain('>First Deposit</text>');
    expect(englishSvg).toContain('>DEPOSIT</text>');
    const filipino = await sandbox.app.request('/sandbox/art/banners/44.svg', { headers: { cookie: 'theme=dark; locale=fil' } });
    expect(filipino.headers.get('vary')).toBe('Cookie');
    const filipinoSvg = await filipino.text();
    expect(filipinoSvg).toContain('>Bonus sa Unang</text>');
    expect(filipinoSvg).toContain('>MAGDEPOSITO</text>');
    expect(filipinoSvg).not.toMatch(/>(First Deposit|DEPOSIT|Bonus)</);
    // The same colours and motif in both languages.
    expect(filipinoSvg.match(/stop-color="[^"]+"/g)).toEqual(englishSvg.match(/stop-color="[^"]+"/g));
    // A title the operator changed has no translation: drawn as it stands, with a Filipino call to action.
    sandbox.db.prepare("UPDATE activities SET title = 'Weekend Deposit Party' WHERE id = 44").run();
    const changed = await (await sandbox.app.request('/sandbox/art/banners/44.svg', { headers: { cookie: 'locale=fil' } })).text();
    expect(changed).toContain('>Weekend Deposit</text>');
    expect(changed).toContain('>MAGDEPOSITO</text>');
  });

  it('has a Filipino headline and call to action for every seeded banner, each fitting the art', async () => {
    const sandbox = makeSandbox();
    for (const activity of SEED_ACTIVITIES.filter((a) => ![25, 32].includes(a.id) && a.id !== 47)) {
      const english = await (await sandbox.app.request(`/sandbox/art/banners/${activity.id}.svg`)).text();
      const svg = await (await sandbox.app.request(`/sandbox/art/banners/${activity.id}.svg`, { headers: { cookie: 'locale=fil' } })).text();
      expectSafeSvg(svg);
      const texts = (s: string) => [...s.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]);
      expect(texts(svg), String(activity.id)).not.toEqual(texts(english));
      // Two headline lines at most, none cut short; the button inside the 750 px banner, left of the art.
      expect(svg, String(activity.id)).not.toContain('…');
      const width = Number(/<rect x="44" y="196" width="(\d+)"/.exec(svg)?.[1]);
      expect(width, String(activity.id)).toBeLessThanOrEqual(420);
    }
  });

  it('answers 404 for unknown ids and anything but a plain "<id>.svg"', async () => {
    const sandbox = makeSandbox();
    const paths = [
      'games/999999.svg', 'games/01001.svg', 'games/1001.png', 'games/1001.svg.svg', 'games/-1.svg', 'games/1e3.svg', 'games/1001',
      'games/%2e%2e%2fbanners%2f8.svg', 'games/1001.SVG', 'games/10010000000.svg', 'banners/999.svg', 'banners/1001.svg', 'banners/8.svg%00', 'nothing/8.svg',
    ];
    for (const path of paths) expect((await sandbox.app.request(`/sandbox/art/${path}`)).status, path).toBe(404);
  });

  it('draws no name (the caption shows it), and escapes what it draws', () => {
    const svg = gameSvg({ ...CATALOGUE[0], name: '<script>alert("x")</script> & Co' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('alert');
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
  });
});
