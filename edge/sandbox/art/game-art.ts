// Tile art of a game (300x400 SVG, about 2 KB): a scene by game type (slots: reels and symbols;
// live: dealer, table and chips; fishing: sea and fish; table: cards on felt), the name in a
// display face, the brand's mark and the 'Hot'/'New' tags. Deterministic: colours and picks come
// from a hash of the id and name. The top corners carry nothing that matters: the lobby tile puts
// its 'Try' and heart buttons there.
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

/** Per type: the scene and the background's base hue (varied per game by the hash). */
const TYPES: Record<number, { scene: Scene; hue: number }> = {
  1: { scene: slots, hue: 290 },
  2: { scene: live, hue: 350 },
  3: { scene: fishing, hue: 200 },
  4: { scene: table, hue: 145 },
};

const TAG_COLOURS: Record<string, string> = { HOT: '#ff4b1f', NEW: '#12b76a' };

/** The drawn tags ('Hot', 'New'), centred below the scene. */
function tagPills(tags: readonly string[]): string {
  const shown = tags.map((tag) => tag.trim().toUpperCase()).filter((tag) => tag in TAG_COLOURS).slice(0, 2);
  return shown
    .map((tag, i) => {
      const x = 150 + (i - (shown.length - 1) / 2) * 92;
      return `<rect x="${x - 42}" y="236" width="84" height="34" rx="17" fill="${TAG_COLOURS[tag]}" stroke="#fff" stroke-width="3"/><text x="${x}" y="262" font-size="22" fill="#fff" text-anchor="middle" ${DISPLAY_FONT}>${tag}</text>`;
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

/** The tile art of `game`. */
export function gameSvg(game: AppGame, meta: GameArtMeta = {}): string {
  const h = hash32(`${game.id}:${game.name}`);
  const type = TYPES[game.gameTypeId] ?? TYPES[1];
  const hue = type.hue + ((h >>> 20) % 50) - 25;
  const lines = wrap(game.name, 13, 2);
  const name = lines
    .map((line, i) => {
      const size = Math.min(34, Math.floor(400 / Math.max(line.length, 1)));
      return `<text x="150" y="${318 + i * 36 - (lines.length - 1) * 18}" font-size="${size}">${escapeXml(line)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">` +
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 42)}"/><stop offset="1" stop-color="${hslHex(hue + 20, 70, 14)}"/></linearGradient></defs>` +
    `<rect width="300" height="400" rx="24" fill="url(#g)"/>${type.scene(h, hue)}${tagPills(meta.tags ?? [])}` +
    `<g fill="#fff" text-anchor="middle" stroke="#000" stroke-opacity=".45" stroke-width="6" paint-order="stroke" ${DISPLAY_FONT}>${name}</g>` +
    (meta.brand ? brandMark(meta.brand) : '') +
    `</svg>`
  );
}
