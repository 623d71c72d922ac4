// The art generator on its own: deterministic, three scenes per game type picked by the id, no
// name (the caption shows it), small, and a hostile brand or tag never leaves its <text> element.
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
    // Ids whose remainder by 3 is 0: each type's first template.
    const byType = [1, 2, 3, 4].map((gameTypeId) => gameSvg(game({ id: 1200, gameTypeId })));
    expect(new Set(byType).size).toBe(4);
    const [slots, live, fishing, table] = byType;
    expect(slots.match(/<rect x="\d+" y="86" width="68" height="128"/g)).toHaveLength(3); // three reels
    expect(live).toContain('stroke-dasharray="7 6"'); // chips
    expect(live).toMatch(/<ellipse cx="150" cy="196" rx="132"/); // the table
    expect(fishing.match(/<g transform="translate\(\d+ \d+\) scale/g)).toHaveLength(3); // three fish
    expect(table.match(/rotate\(/g)).toHaveLength(3); // three cards
    expect(table).toMatch(/[\u2660\u2665\u2666\u2663]/);
    // Two games of one type and template differ too (colours and symbols from the hash).
    expect(gameSvg(game({ id: 1203, name: 'Lucky Mango Gems' }))).not.toBe(slots);
  });

  it('has three templates per type, chosen by the id (id % 3): a row of games does not repeat one picture', () => {
    // What only each template draws, by type: [id % 3 = 0, 1, 2].
    const marks: Record<number, [RegExp, RegExp, RegExp]> = {
      1: [/y="86" width="68" height="128"/, /font-size="92"/, /stroke-linecap="round"/], // reels, 777 marquee, cabinet with lever
      2: [/rx="132"/, /A96 96/, /rx="90"/], // dealer's table, roulette wheel, two hands
      3: [/M40 250q-14-40/, /scale\(-?2\.2 /, /fill="#8a4b16"/], // school of fish, one big catch, treasure chest
      4: [/rotate\(-?\d+ 150 300\)/, /width="88" height="88"/, /font-size="36"/], // fanned cards, dice, stacks of chips
    };
    for (const [type, templateMarks] of Object.entries(marks)) {
      for (const [id, name] of [[3000, 'Same Name'], [3001, 'Same Name'], [3002, 'Same Name'], [3003, 'Other'], [3301, 'Third'], [7778, 'Fourth']] as const) {
        const svg = gameSvg(game({ id, gameTypeId: Number(type), name }));
        const drawn = templateMarks.map((mark) => mark.test(svg));
        expect(drawn, `type ${type}, game ${id}`).toEqual([0, 1, 2].map((template) => template === id % 3));
      }
    }
  });

  it('does not draw the name (the caption beside the art shows it), but the brand mark and only the Hot and New tags', () => {
    const svg = gameSvg(game(), { brand: 'Sunrise Gaming', tags: ['Hot', 'New', 'Jackpot'] });
    expect(svg).not.toMatch(/Golden|Carabao|Fortune/);
    expect(svg).toContain('>SG</text>');
    expect(svg).toContain('>SUNRISE GAMING</text>');
    expect(svg).toContain('>HOT</text>');
    expect(svg).toContain('>NEW</text>');
    expect(svg).not.toContain('JACKPOT');
  });

  it('stays small: under 3 KB with a long brand and both tags, every template', () => {
    for (const gameTypeId of [1, 2, 3, 4]) {
      for (const id of [1200, 1201, 1202]) {
        const svg = gameSvg(game({ id, gameTypeId, name: 'Magical Bahay Kubo Blessings Megaways 19' }), { brand: 'Alon Entertainment', tags: ['Hot', 'New'] });
        expect(bytes(svg), `type ${gameTypeId}, template ${id % 3}`).toBeLessThan(3 * 1024);
        elementsOf(svg);
      }
    }
  });

  it('escapes hostile brands and tags: nothing leaves its <text>; a hostile name is not drawn at all', () => {
    const hostile = `"/><script>alert(1)</script><text x='0'>&amp; \u0000\u0007\ud800 O'Brien`;
    const svg = gameSvg(game({ name: `${hostile} Carabao` }), { brand: hostile, tags: ['<b>Hot</b>', 'Hot'] });
    // Markup characters are escaped, so no element or attribute appears (the brand's text is upper-cased).
    expect(svg).not.toMatch(/<script|<image|<b>|\shref=/i);
    expect(svg).toContain('&lt;SCRIPT&gt;');
    expect(svg).toContain('&quot;/&gt;');
    expect(svg).not.toMatch(/carabao/i);
    // XML forbids control characters and lone surrogates: they are dropped, so the file stays readable.
    expect(svg).not.toMatch(/[\u0000-\u0008\ud800-\udfff]/);
    const allowed = new Set(['svg', 'defs', 'linearGradient', 'stop', 'rect', 'text', 'path', 'g', 'circle', 'ellipse']);
    expect(elementsOf(svg).filter((name) => !allowed.has(name))).toEqual([]);
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
