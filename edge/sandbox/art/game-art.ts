// Tile art of a game (300x400 SVG, about 2 KB): a scene by game type, one of three templates per
// type picked by the game's id (id % 3), so a row of games does not repeat one picture (slots:
// reels, a 777 marquee, a cabinet with its lever; live: a dealer at the table, a roulette wheel,
// two hands of cards; fishing: a school of fish, one big catch on a hook, a treasure chest; table:
// fanned cards, dice, stacks of chips), the brand's mark and the 'Hot'/'New' tags. No name: every
// place the art shows (tiles, rows, the slots-hack list) writes the name beside it, and the same
// name twice reads as clutter. Deterministic: colours and picks come from a hash of the id and
// name. The top corners carry nothing that matters: the lobby tile puts its 'Try' and heart
// buttons there.
import type { AppGame } from '../../../contract/games';
import { DISPLAY_FONT, escapeXml, hash32, hslHex, wrap } from './svg';

export interface GameArtMeta {
  /** The game brand's name (its mark and initials). */
  brand?: string;
  /** Tag names to show; only 'Hot' and 'New' are drawn. */
  tags?: readonly string[];
}

type Scene = (h: number, hue: number) => string;

const SYMBOLS: readonly ((x: number, y: number) => string)[] = [
  (x, y) => `<text x="${x}" y="${y + 24}" font-size="64" fill="#e0223a" text-anchor="middle" ${DISPLAY_FONT}>7</text>`,
  (x, y) => `<path d="M${x - 12} ${y + 14}q4-26 18-34M${x + 12} ${y + 10}q-2-22-6-30" stroke="#2c8a2c" stroke-width="4" fill="none"/><circle cx="${x - 12}" cy="${y + 16}" r="13" fill="#d3132e"/><circle cx="${x + 12}" cy="${y + 12}" r="13" fill="#d3132e"/>`,
  (x, y) => `<path d="M${x} ${y - 28}l24 28-24 28-24-28z" fill="#2ab7e8" stroke="#0b6c93" stroke-width="3"/>`,
  (x, y) => `<path d="M${x} ${y - 30}l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="#ffc928" stroke="#b77900" stroke-width="3"/>`,
  (x, y) => `<path d="M${x - 22} ${y + 18}q6-6 6-20a16 16 0 0 1 32 0q0 14 6 20z" fill="#f5b21b"/><circle cx="${x}" cy="${y + 22}" r="6" fill="#f5b21b"/>`,
  (x, y) => `<rect x="${x - 27}" y="${y - 14}" width="54" height="28" rx="5" fill="#222"/><text x="${x}" y="${y + 8}" font-size="19" fill="#fff" text-anchor="middle" ${DISPLAY_FONT}>BAR</text>`,
];

const slots: Scene = (h, hue) => {
  let reels = `<rect x="26" y="70" width="248" height="160" rx="20" fill="${hslHex(hue, 60, 22)}" stroke="#ffd34d" stroke-width="7"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 40 + i * 76;
    reels += `<rect x="${x}" y="86" width="68" height="128" rx="10" fill="#fff"/>${SYMBOLS[(h >>> (i * 3)) % SYMBOLS.length](x + 34, 150)}`;
  }
  return `${reels}<path d="M30 150h-10M270 150h10" stroke="#ff5a5a" stroke-width="6"/>`;
};

const chip = (x: number, y: number, color: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="20" ry="9" fill="${color}" stroke="#fff" stroke-width="4" stroke-dasharray="7 6"/>`;

const live: Scene = (h, hue) => {
  const suit = hslHex(hue + 180, 45, 35);
  const felt = hslHex(h % 2 ? 150 : 215, 60, 30);
  return (
    `<circle cx="150" cy="88" r="28" fill="#f2c9a0"/><path d="M122 78q2-30 28-30t28 30q-10-14-28-14t-28 14z" fill="#2a1a12"/>` +
    `<path d="M92 176q0-56 58-56t58 56z" fill="${suit}"/><path d="M138 120l12 22 12-22z" fill="#fff"/>` +
    `<ellipse cx="150" cy="196" rx="132" ry="50" fill="${felt}" stroke="#d9a440" stroke-width="8"/>` +
    `<path d="M104 186h92" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
    chip(86, 208, '#d3132e') + chip(86, 200, '#d3132e') + chip(214, 208, '#1f5fd6') + chip(150, 220, '#111')
  );
};

const fish = (x: number, y: number, size: number, color: string, flip: boolean) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -size : size} ${size})"><path d="M-38 0q34-30 64 0-30 30-64 0zM22 0l24-18v36z" fill="${color}"/><circle cx="-22" cy="-4" r="5" fill="#fff"/><circle cx="-21" cy="-4" r="2.5" fill="#000"/></g>`;

const fishing: Scene = (h, hue) =>
  `<path d="M0 80q38-20 75 0t75 0 75 0 75 0" stroke="#bfefff" stroke-width="6" fill="none" opacity=".7"/>` +
  `<path d="M40 250q-14-40 4-80M262 250q12-36-4-70" stroke="#2fbf71" stroke-width="8" fill="none"/>` +
  fish(112, 130, 1.3, hslHex(hue + 150, 90, 60), false) +
  fish(200, 190, 1, hslHex(hue + 200, 90, 62), true) +
  fish(96, 214, 0.7, hslHex(hue + 100, 85, 65), (h & 1) === 1) +
  `<g fill="none" stroke="#fff" stroke-width="3" opacity=".8"><circle cx="226" cy="108" r="9"/><circle cx="244" cy="84" r="6"/><circle cx="60" cy="156" r="5"/></g>`;

const RANKS = ['A', 'K', 'Q', 'J', '10', '9'];
const SUITS: readonly [string, string][] = [['\u2660', '#111'], ['\u2665', '#d3132e'], ['\u2666', '#d3132e'], ['\u2663', '#111']];

const table: Scene = (h) => {
  let cards = '';
  for (let i = 0; i < 3; i++) {
    const [suit, color] = SUITS[(h >>> (i * 2)) % 4];
    const rank = RANKS[(h >>> (i * 3 + 8)) % RANKS.length];
    cards +=
      `<g transform="rotate(${(i - 1) * 16} 150 300)"><rect x="112" y="92" width="76" height="108" rx="9" fill="#fff" stroke="#333" stroke-width="2"/>` +
      `<text x="122" y="122" font-size="24" fill="${color}" font-weight="700">${rank}</text><text x="150" y="172" font-size="44" fill="${color}" text-anchor="middle">${suit}</text></g>`;
  }
  return `<ellipse cx="150" cy="170" rx="134" ry="100" fill="#000" opacity=".18"/>${cards}${chip(62, 226, '#ffc928')}${chip(238, 226, '#d3132e')}`;
};

const sevens: Scene = (h, hue) => {
  let bulbs = '';
  for (let i = 0; i < 10; i++) bulbs += `<circle cx="${44 + i * 23.5}" cy="${i % 2 ? 82 : 218}" r="7" fill="${(h >>> i) & 1 ? '#fff6c4' : '#ffd34d'}"/>`;
  const seven = hslHex(hue + 180, 85, 55);
  return (
    `<rect x="30" y="70" width="240" height="160" rx="26" fill="${hslHex(hue, 70, 18)}" stroke="#ffd34d" stroke-width="7"/>${bulbs}` +
    `<g font-size="92" fill="${seven}" stroke="#fff" stroke-width="5" paint-order="stroke" text-anchor="middle" ${DISPLAY_FONT}><text x="90" y="184">7</text><text x="150" y="184">7</text><text x="210" y="184">7</text></g>`
  );
};

const cabinet: Scene = (h, hue) =>
  `<rect x="58" y="60" width="170" height="190" rx="22" fill="${hslHex(hue + 30, 65, 38)}" stroke="#ffd34d" stroke-width="6"/>` +
  `<rect x="80" y="86" width="126" height="100" rx="12" fill="#fff"/>` +
  `<g transform="translate(143 136) scale(1.5) translate(-143 -136)">${SYMBOLS[h % SYMBOLS.length](143, 136)}</g>` +
  `<path d="M240 168V92" stroke="#c9c9c9" stroke-width="8" stroke-linecap="round"/><circle cx="240" cy="86" r="15" fill="#d3132e"/>` +
  `<rect x="96" y="204" width="94" height="22" rx="11" fill="#222"/><ellipse cx="143" cy="246" rx="60" ry="12" fill="#ffc928" stroke="#b77900" stroke-width="4"/>`;

const roulette: Scene = (h) => {
  let slots = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const b = ((i + 1) * Math.PI) / 6;
    const point = (angle: number) => `${Math.round(150 + 96 * Math.cos(angle))} ${Math.round(150 + 96 * Math.sin(angle))}`;
    slots += `<path d="M150 150L${point(a)}A96 96 0 0 1 ${point(b)}z" fill="${i === 0 ? '#12a150' : i % 2 ? '#d3132e' : '#111'}"/>`;
  }
  const ball = ((h % 12) + 0.5) * (Math.PI / 6);
  return (
    `<circle cx="150" cy="150" r="112" fill="#7a4a1c" stroke="#d9a440" stroke-width="8"/>${slots}` +
    `<circle cx="150" cy="150" r="40" fill="#d9a440"/><path d="M150 122v56M122 150h56" stroke="#7a4a1c" stroke-width="6"/>` +
    `<circle cx="${Math.round(150 + 80 * Math.cos(ball))}" cy="${Math.round(150 + 80 * Math.sin(ball))}" r="8" fill="#fff"/>`
  );
};

/** A face-up card at (x, y), turned `angle` degrees. */
const card = (x: number, y: number, angle: number, rank: string, [suit, color]: readonly [string, string]) =>
  `<g transform="rotate(${angle} ${x + 30} ${y + 42})"><rect x="${x}" y="${y}" width="60" height="84" rx="7" fill="#fff" stroke="#333" stroke-width="2"/>` +
  `<text x="${x + 8}" y="${y + 22}" font-size="19" fill="${color}" font-weight="700">${rank}</text><text x="${x + 30}" y="${y + 62}" font-size="34" fill="${color}" text-anchor="middle">${suit}</text></g>`;

const hands: Scene = (h, hue) =>
  `<rect x="20" y="66" width="260" height="180" rx="90" fill="${hslHex(h % 2 ? 150 : 215, 60, 30)}" stroke="#d9a440" stroke-width="7"/>` +
  `<path d="M150 78v156" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
  card(40, 96, -8, RANKS[h % RANKS.length], SUITS[(h >>> 3) % 4]) +
  card(82, 100, 8, RANKS[(h >>> 5) % RANKS.length], SUITS[(h >>> 7) % 4]) +
  card(160, 96, -8, RANKS[(h >>> 9) % RANKS.length], SUITS[(h >>> 11) % 4]) +
  card(202, 100, 8, RANKS[(h >>> 13) % RANKS.length], SUITS[(h >>> 15) % 4]) +
  chip(110, 222, hslHex(hue + 120, 70, 45)) + chip(190, 222, '#111');

const bigCatch: Scene = (h, hue) =>
  `<path d="M0 80q38-20 75 0t75 0 75 0 75 0" stroke="#bfefff" stroke-width="6" fill="none" opacity=".7"/>` +
  `<path d="M${120 + (h % 60)} 0v118" stroke="#eee" stroke-width="3"/><path d="M${120 + (h % 60)} 118q0 18 14 16" stroke="#ccc" stroke-width="4" fill="none"/>` +
  fish(150, 176, 2.2, hslHex(hue + 140, 90, 58), (h & 1) === 1) +
  `<g fill="none" stroke="#fff" stroke-width="3" opacity=".8"><circle cx="60" cy="120" r="8"/><circle cx="248" cy="232" r="6"/><circle cx="70" cy="240" r="5"/></g>`;

const treasure: Scene = (h, hue) =>
  `<path d="M0 246q75-26 150 0t150 0v30H0z" fill="#d9b26a" opacity=".8"/>` +
  `<rect x="92" y="160" width="116" height="76" rx="8" fill="#8a4b16" stroke="#ffc928" stroke-width="5"/>` +
  `<path d="M92 160q58-56 116 0z" fill="#a45a1c" stroke="#ffc928" stroke-width="5"/><rect x="140" y="180" width="20" height="24" rx="3" fill="#ffc928"/>` +
  `<g fill="#ffd34d" stroke="#b77900" stroke-width="3"><circle cx="112" cy="150" r="12"/><circle cx="138" cy="140" r="12"/><circle cx="188" cy="148" r="12"/></g>` +
  fish(220, 98, 0.8, hslHex(hue + 170, 90, 62), true) +
  fish(74, 110, 0.6, hslHex(hue + 90, 85, 65), (h & 2) === 2) +
  `<g fill="none" stroke="#fff" stroke-width="3" opacity=".8"><circle cx="150" cy="100" r="8"/><circle cx="164" cy="74" r="5"/></g>`;

const die = (x: number, y: number, angle: number, face: number) => {
  const pips: Record<number, [number, number][]> = {
    1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  };
  return (
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 44}" y="${y - 44}" width="88" height="88" rx="16" fill="#fff" stroke="#333" stroke-width="3"/>` +
    pips[face].map(([dx, dy]) => `<circle cx="${x + dx * 24}" cy="${y + dy * 24}" r="8" fill="${face === 1 ? '#d3132e' : '#111'}"/>`).join('') +
    `</g>`
  );
};

const dice: Scene = (h) =>
  `<ellipse cx="150" cy="170" rx="134" ry="92" fill="#000" opacity=".18"/>${die(104, 150, -12, (h % 6) + 1)}${die(196, 176, 14, ((h >>> 4) % 6) + 1)}${chip(64, 232, '#ffc928')}`;

const stacks: Scene = (h, hue) => {
  const colours = ['#d3132e', '#1f5fd6', '#111', hslHex(hue + 120, 70, 45)];
  let chips = '';
  [70, 150, 230].forEach((x, column) => {
    const height = 3 + ((h >>> (column * 3)) % 5);
    for (let i = 0; i < height; i++) chips += chip(x, 230 - i * 14, colours[(column + (h >>> 12)) % colours.length]);
  });
  return `<ellipse cx="150" cy="200" rx="134" ry="70" fill="#000" opacity=".18"/>${chips}<circle cx="150" cy="96" r="30" fill="#ffd34d" stroke="#b77900" stroke-width="5"/><text x="150" y="110" font-size="36" fill="#8a5a00" text-anchor="middle" ${DISPLAY_FONT}>\u20b1</text>`;
};

/** Per type: three scenes (one per id % 3) and the background's base hue (varied per game by the hash). */
const TYPES: Record<number, { scenes: readonly [Scene, Scene, Scene]; hue: number }> = {
  1: { scenes: [slots, sevens, cabinet], hue: 290 },
  2: { scenes: [live, roulette, hands], hue: 350 },
  3: { scenes: [fishing, bigCatch, treasure], hue: 200 },
  4: { scenes: [table, dice, stacks], hue: 145 },
};

/** The template of game `id` within its type: 0, 1 or 2. */
export const artTemplate = (id: number): number => id % 3;

const TAG_COLOURS: Record<string, string> = { HOT: '#ff4b1f', NEW: '#12b76a' };

/** The drawn tags ('Hot', 'New'), centred below the scene. */
function tagPills(tags: readonly string[]): string {
  const shown = tags.map((tag) => tag.trim().toUpperCase()).filter((tag) => tag in TAG_COLOURS).slice(0, 2);
  return shown
    .map((tag, i) => {
      const x = 150 + (i - (shown.length - 1) / 2) * 92;
      return `<rect x="${x - 42}" y="290" width="84" height="34" rx="17" fill="${TAG_COLOURS[tag]}" stroke="#fff" stroke-width="3"/><text x="${x}" y="316" font-size="22" fill="#fff" text-anchor="middle" ${DISPLAY_FONT}>${tag}</text>`;
    })
    .join('');
}

/** The brand's mark: its initials in a gold disc, then its name. */
function brandMark(brand: string): string {
  const initials = brand.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => Array.from(word)[0].toUpperCase()).join('');
  return (
    `<circle cx="42" cy="378" r="15" fill="#ffd34d"/><text x="42" y="384" font-size="14" fill="#3a2500" text-anchor="middle" font-weight="700">${escapeXml(initials)}</text>` +
    `<text x="64" y="384" font-size="16" fill="#fff" opacity=".85" letter-spacing="1">${escapeXml(wrap(brand.toUpperCase(), 20, 1)[0] ?? '')}</text>`
  );
}

/** The tile art of `game` (its name is not drawn: the caption beside the art carries it). */
export function gameSvg(game: AppGame, meta: GameArtMeta = {}): string {
  const h = hash32(`${game.id}:${game.name}`);
  const type = TYPES[game.gameTypeId] ?? TYPES[1];
  const hue = type.hue + ((h >>> 20) % 50) - 25;
  // The scene sits lower than when the name took the bottom third: centred above the tags.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">` +
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 42)}"/><stop offset="1" stop-color="${hslHex(hue + 20, 70, 14)}"/></linearGradient></defs>` +
    `<rect width="300" height="400" rx="24" fill="url(#g)"/><g transform="translate(0 30)">${type.scenes[artTemplate(game.id)](h, hue)}</g>${tagPills(meta.tags ?? [])}` +
    (meta.brand ? brandMark(meta.brand) : '') +
    `</svg>`
  );
}
