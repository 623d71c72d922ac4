// The art generator on its own: deterministic, a different scene per game type, small, and a
// hostile name, brand or tag never leaves its <text> element.
import { describe, expect, it } from 'vitest';
import type { AppGame } from '../../../../contract/games';
import { gameSvg } from '../../../../edge/sandbox/art/game-art';
import { bannerSvg } from '../../../../edge/sandbox/art/banner-art';

const game = (fields: Partial<AppGame> = {}): AppGame => ({
  id: 1001, name: 'Golden Carabao Fortune', gameTypeId: 1, gameBrandId: 1, gamePlatformId: 1, gameTagIds: [], img: 'games/1001.svg', status: 1, sort: 1, tryIt: 1, ...fields,
});
const bytes = (svg: string) => new TextEncoder().encode(svg).length;

/** The document's elements in order (a quick well-formedness check: every tag opened is closed). */
function elementsOf(svg: string): string[] {
  const stack: string[] = [];
  const seen: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else {
      seen.push(name);
      if (!selfClosing) stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  return seen;
}

describe('game art generator', () => {
  it('is deterministic: the same game gives the same bytes', () => {
    expect(gameSvg(game(), { brand: 'Sunrise Gaming', tags: ['Hot'] })).toBe(gameSvg(game(), { brand: 'Sunrise Gaming', tags: ['Hot'] }));
  });

  it('draws a different scene per type: reels, a dealer table with chips, sea with fish, cards on felt', () => {
    const byType = [1, 2, 3, 4].map((gameTypeId) => gameSvg(game({ gameTypeId })));
    expect(new Set(byType).size).toBe(4);
    const [slots, live, fishing, table] = byType;
    expect(slots.match(/<rect x="\d+" y="86" width="68" height="128"/g)).toHaveLength(3); // three reels
    expect(live).toContain('stroke-dasharray="7 6"'); // chips
    expect(live).toMatch(/<ellipse cx="150" cy="196" rx="132"/); // the table
    expect(fishing.match(/<g transform="translate/g)).toHaveLength(3); // three fish
    expect(table.match(/rotate\(/g)).toHaveLength(3); // three cards
    expect(table).toMatch(/[\u2660\u2665\u2666\u2663]/);
    // Two games of one type differ too (colours and symbols from the hash).
    expect(gameSvg(game({ id: 1002, name: 'Lucky Mango Gems' }))).not.toBe(slots);
  });

  it('sets the name in the display face, with the brand mark and only the Hot and New tags', () => {
    const svg = gameSvg(game(), { brand: 'Sunrise Gaming', tags: ['Hot', 'New', 'Jackpot'] });
    expect(svg).toContain("font-family=\"'Arial Black'");
    expect(svg).toContain('>Golden</text>');
    expect(svg).toContain('>Carabao Fortune</text>');
    expect(svg).toContain('>SG</text>');
    expect(svg).toContain('>SUNRISE GAMING</text>');
    expect(svg).toContain('>HOT</text>');
    expect(svg).toContain('>NEW</text>');
    expect(svg).not.toContain('JACKPOT');
  });

  it('stays small: under 3 KB with a long name, brand and both tags', () => {
    for (const gameTypeId of [1, 2, 3, 4]) {
      const svg = gameSvg(game({ gameTypeId, name: 'Magical Bahay Kubo Blessings Megaways 19' }), { brand: 'Alon Entertainment', tags: ['Hot', 'New'] });
      expect(bytes(svg)).toBeLessThan(3 * 1024);
    }
  });

  it('escapes hostile names, brands and tags: nothing leaves its <text>', () => {
    const hostile = `"/><script>alert(1)</script><text x='0'>&amp; \u0000\u0007\ud800 O'Brien`;
    const svg = gameSvg(game({ name: hostile }), { brand: `</text><image href="https://evil.example/x.png"/>`, tags: ['<b>Hot</b>', 'Hot'] });
    // Markup characters are escaped, so no element or attribute appears (the brand's text is upper-cased).
    expect(svg).not.toMatch(/<script|<image|<b>|\shref=/);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&quot;/&gt;');
    expect(svg).toContain('&amp;amp;');
    expect(gameSvg(game({ name: `O'Brien & "Sons"` }))).toContain('>O&apos;Brien &amp;</text>');
    // XML forbids control characters and lone surrogates: they are dropped, so the file stays readable.
    expect(svg).not.toMatch(/[\u0000-\u0008\ud800-\udfff]/);
    expect(new Set(elementsOf(svg))).toEqual(new Set(['svg', 'defs', 'linearGradient', 'stop', 'rect', 'text', 'path', 'g', 'circle']));
  });
});

describe('banner art generator', () => {
  it('has a headline, art and a call to action, under 2 KB, and escapes the headline', () => {
    const svg = bannerSvg({ id: 44, title: 'First Deposit Bonus' });
    expect(svg).toContain('>First Deposit</text>');
    expect(svg).toContain('>DEPOSIT</text>'); // the call to action
    expect(svg).toContain('<ellipse'); // coins
    expect(bytes(svg)).toBeLessThan(2 * 1024);
    expect(bannerSvg({ id: 8, title: 'VIP Privileges' })).toContain('>JOIN NOW</text>');
    const hostile = bannerSvg({ id: 1, title: '<script>x</script>"' });
    expect(hostile).not.toContain('<script');
    elementsOf(hostile);
  });
});
