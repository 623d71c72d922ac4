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

  it('answers 404 for unknown ids and anything but a plain "<id>.svg"', async () => {
    const sandbox = makeSandbox();
    const paths = [
      'games/999999.svg', 'games/01001.svg', 'games/1001.png', 'games/1001.svg.svg', 'games/-1.svg', 'games/1e3.svg', 'games/1001',
      'games/%2e%2e%2fbanners%2f8.svg', 'games/1001.SVG', 'games/10010000000.svg', 'banners/999.svg', 'banners/1001.svg', 'banners/8.svg%00', 'nothing/8.svg',
    ];
    for (const path of paths) expect((await sandbox.app.request(`/sandbox/art/${path}`)).status, path).toBe(404);
  });

  it('escapes the name it draws', () => {
    const svg = gameSvg({ ...CATALOGUE[0], name: '<script>alert("x")</script> & Co' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
  });
});
