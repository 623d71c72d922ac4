// Prop ids (spec §3 "Prop id ranges"): what an award's `propId` is. Awards name props by id; the
// app names and draws each range, and the sandbox pays coins (2001) into the balance.

export type PropKind =
  | 'generalCoupon'
  | 'fixedCoupon'
  | 'giveCoupon'
  | 'coin'
  | 'points'
  | 'liveness'
  | 'diamond'
  | 'diamondCoupon'
  | 'lotteryCoupon'
  | 'jackpot'
  | 'newYear'
  | 'lottery'
  | 'scratchCard'
  | 'unknown';

/** The ranges of spec §3, inclusive. */
const RANGES: readonly { from: number; to: number; kind: PropKind }[] = [
  { from: 1001, to: 1099, kind: 'generalCoupon' },
  { from: 1201, to: 1299, kind: 'fixedCoupon' },
  { from: 1301, to: 1399, kind: 'giveCoupon' },
  { from: 2001, to: 2001, kind: 'coin' },
  { from: 2002, to: 2002, kind: 'points' },
  { from: 4001, to: 4001, kind: 'liveness' },
  { from: 40001, to: 40004, kind: 'newYear' },
  { from: 50000, to: 50005, kind: 'jackpot' },
  { from: 60001, to: 60001, kind: 'diamond' },
  // Not in spec §3: the scratch card (contract/scratch-card.ts).
  { from: 70001, to: 70001, kind: 'scratchCard' },
  { from: 80001, to: 80003, kind: 'lottery' },
  { from: 100001, to: 100005, kind: 'diamondCoupon' },
  { from: 110001, to: 110005, kind: 'lotteryCoupon' },
];

/** The kind of prop `propId` is ('unknown' outside every range). */
export function propKind(propId: number): PropKind {
  return RANGES.find((range) => propId >= range.from && propId <= range.to)?.kind ?? 'unknown';
}

/** The jackpot tiers (50001 Mega, 50002 Major, 50003 Minor, 50004 Mini); other jackpot ids have none. */
export function jackpotTier(propId: number): 'mega' | 'major' | 'minor' | 'mini' | null {
  return ({ 50001: 'mega', 50002: 'major', 50003: 'minor', 50004: 'mini' } as const)[propId as 50001] ?? null;
}
