// The six VIP level themes (spec §3 showType 1-6, §9 "VIP theme palettes: 6"): a card colour, its
// text and its accent. tests/client/features/vip/vip-palettes.test.ts checks that text and accent
// keep WCAG AA contrast (4.5:1) on the card.
export interface VipPalette {
  card: string;
  text: string;
  accent: string;
}

export const VIP_PALETTES: readonly VipPalette[] = [
  { card: '#3b2a1a', text: '#f6e7d4', accent: '#e8b27a' }, // 1 bronze
  { card: '#2c3440', text: '#eef2f7', accent: '#c9d3e0' }, // 2 silver
  { card: '#3d3112', text: '#fff6d6', accent: '#f7d774' }, // 3 gold
  { card: '#0f3a3a', text: '#e6fbfb', accent: '#7fe0dc' }, // 4 platinum
  { card: '#1d2a5c', text: '#eef1ff', accent: '#a9b8ff' }, // 5 diamond
  { card: '#40123a', text: '#ffeefa', accent: '#ff9fe6' }, // 6 royal
];

/** The palette of a level's showType (1-6; anything else: the first). */
export const paletteOf = (showType: number): VipPalette => VIP_PALETTES[Math.min(6, Math.max(1, Math.trunc(showType) || 1)) - 1]!;
