// Banner art of an activity (750x300 SVG, about 2 KB; the first banner is what the home page's
// largest paint measures, so it stays a small vector file): the headline in a display face, a
// call to action, and art on the right picked from the headline (coins, crown, gift, wheel,
// trophy). Text sizes are chosen to stay readable when the banner is 296 px wide (a 320 px phone).
import { DISPLAY_FONT, escapeXml, hash32, hslHex, wrap } from './svg';

type Motif = (hue: number) => string;

const coins: Motif = () =>
  [0, 1, 2, 3]
    .map((i) => `<ellipse cx="${600 - (i % 2) * 8}" cy="${220 - i * 26}" rx="70" ry="24" fill="#ffc928" stroke="#b77900" stroke-width="5"/>`)
    .join('') + `<circle cx="500" cy="110" r="40" fill="#ffd34d" stroke="#b77900" stroke-width="5"/><text x="500" y="126" font-size="44" fill="#8a5a00" text-anchor="middle" ${DISPLAY_FONT}>\u20b1</text>`;
const crown: Motif = () =>
  `<path d="M510 220l-20-120 60 50 50-80 50 80 60-50-20 120z" fill="#ffc928" stroke="#b77900" stroke-width="6"/><rect x="510" y="222" width="180" height="28" rx="8" fill="#e0a82e"/><circle cx="600" cy="170" r="14" fill="#d3132e"/>`;
const gift: Motif = (hue) =>
  `<rect x="510" y="130" width="170" height="130" rx="10" fill="${hslHex(hue + 180, 70, 50)}"/><rect x="500" y="100" width="190" height="40" rx="8" fill="${hslHex(hue + 180, 70, 60)}"/><path d="M595 100v160" stroke="#ffd34d" stroke-width="22"/><path d="M595 100q-60-60-60 0zM595 100q60-60 60 0z" fill="none" stroke="#ffd34d" stroke-width="12"/>`;
const wheel: Motif = () =>
  `<circle cx="600" cy="150" r="110" fill="#ffd34d" stroke="#fff" stroke-width="8"/>` +
  [0, 1, 2, 3, 4, 5].map((i) => `<path d="M600 150l${Math.round(104 * Math.cos((i * Math.PI) / 3))} ${Math.round(104 * Math.sin((i * Math.PI) / 3))}" stroke="#d3132e" stroke-width="8"/>`).join('') +
  `<circle cx="600" cy="150" r="22" fill="#d3132e"/><path d="M600 30l-14-22h28z" fill="#fff"/>`;
const trophy: Motif = () =>
  `<path d="M540 60h120v60a60 60 0 0 1-120 0z" fill="#ffc928" stroke="#b77900" stroke-width="6"/><path d="M540 80h-30a30 30 0 0 0 30 50M660 80h30a30 30 0 0 1-30 50" fill="none" stroke="#ffc928" stroke-width="10"/><path d="M585 180h30v40h-30zM550 220h100v30H550z" fill="#e0a82e"/>`;

const MOTIFS: readonly [RegExp, Motif][] = [
  [/deposit|bonus|cash|jackpot|\u20b1/i, coins],
  [/vip/i, crown],
  [/invite|gift|reward|sign-?in/i, gift],
  [/spin|wheel/i, wheel],
];

/** The call to action by what the headline is about: English, Filipino. */
const CTAS: readonly [RegExp, string, string][] = [
  [/play|slot|game/i, 'Play now', 'Maglaro na'],
  [/follow/i, 'Follow us', 'I-follow kami'],
  [/bind|verify/i, 'Bind now', 'I-link na'],
  [/\bapp\b/i, 'Get the app', 'Kunin ang app'],
  [/deposit/i, 'Deposit', 'Magdeposito'],
  [/spin/i, 'Spin now', 'Paikutin na'],
];
const JOIN: readonly [string, string] = ['Join now', 'Sumali na'];

/** The language of the art: the player's, from the locale cookie. */
export type ArtLocale = 'en' | 'fil';

/**
 * The banner art of activity `id` with headline `title`; `cta` is the call to action. In Filipino
 * (`locale` 'fil') the headline is `filTitle` when there is one, and the call to action is
 * Filipino; colours and the motif follow the operator's (English) title, so they stay the same in
 * both languages.
 */
export function bannerSvg(activity: { id: number; title: string; filTitle?: string; cta?: string }, locale: ArtLocale = 'en'): string {
  const h = hash32(`banner:${activity.id}:${activity.title}`);
  const hue = h % 360;
  const motif = MOTIFS.find(([pattern]) => pattern.test(activity.title))?.[1] ?? trophy;
  const fil = locale === 'fil';
  const lines = wrap((fil && activity.filTitle) || activity.title, 16, 2);
  const headline = lines.map((line, i) => `<text x="44" y="${118 + i * 60 - (lines.length - 1) * 30}" font-size="52">${escapeXml(line)}</text>`).join('');
  const [, en, tl] = CTAS.find(([pattern]) => pattern.test(activity.title)) ?? [null, ...JOIN];
  const label = (activity.cta ?? (fil ? tl : en)).toUpperCase();
  // The button grows with a longer (Filipino) label: about 20 px a capital at 32 px, 24 px a side.
  const width = Math.max(236, Array.from(label).length * 20 + 48);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">` +
    `<defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 75, 40)}"/><stop offset="1" stop-color="${hslHex(hue + 50, 70, 16)}"/></linearGradient></defs>` +
    `<rect width="750" height="300" rx="28" fill="url(#b)"/><circle cx="600" cy="150" r="150" fill="#fff" opacity=".08"/>${motif(hue)}` +
    `<g fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="6" paint-order="stroke" ${DISPLAY_FONT}>${headline}</g>` +
    `<rect x="44" y="196" width="${width}" height="64" rx="32" fill="#ffd34d"/><text x="${44 + width / 2}" y="239" font-size="32" fill="#3a2500" text-anchor="middle" ${DISPLAY_FONT}>${escapeXml(label)}</text></svg>`
  );
}
