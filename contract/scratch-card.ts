// Scratch card (spec §7 getScratchCardInfo, scratchCardLottery, searchScratchCardAwardLog,
// receiveAddupAwardById; AppConfig.scratchCardConfig). A card is a prop the player holds
// (SCRATCH_CARD_PROP_ID, bought with diamonds in the diamond shop); scratching one spends it and the
// server draws the prize by the configured odds before the player scratches (the app only reveals
// it). Every `addup` milestone of cards scratched unlocks an award, claimed once. Contract additions:
// the spec names the calls, not their fields.
import type { SCRATCH_SCHEMAS } from './scratch-card.schemas';
import type { Award } from './mail';
import { callFactory, tableOf } from './call-row';

/** Prop id of a scratch card (the spec's ranges have none: contract addition). */
export const SCRATCH_CARD_PROP_ID = 70001;

export interface ScratchPrize {
  id: number;
  /** Relative odds (e.g. parts per thousand); the chance is weight / sum of weights. */
  weight: number;
  /** What it pays: coins (2001, count in hundredths, as a 'scratch' bonus) or a prop. */
  propId: number;
  count: number;
}

export interface ScratchAddup {
  id: number;
  /** Cards scratched in all that unlock it. */
  cards: number;
  propId: number;
  count: number;
}

export interface ScratchCardConfig {
  /** 0 closes scratching (cards held are kept). */
  status: 0 | 1;
  prizes: ScratchPrize[];
  addup: ScratchAddup[];
}

/** The seed's: every card wins; on average ₱3.70 in bonus coins a card, besides diamonds and lottery coupons. */
export const DEFAULT_SCRATCH_CARD_CONFIG: ScratchCardConfig = {
  status: 1,
  prizes: [
    { id: 1, weight: 450, propId: 2001, count: 100 },
    { id: 2, weight: 250, propId: 2001, count: 300 },
    { id: 3, weight: 120, propId: 60001, count: 2 },
    { id: 4, weight: 100, propId: 110001, count: 1 },
    { id: 5, weight: 60, propId: 2001, count: 1_000 },
    { id: 6, weight: 18, propId: 2001, count: 5_000 },
    { id: 7, weight: 2, propId: 2001, count: 50_000 },
  ],
  addup: [
    { id: 1, cards: 5, propId: 2001, count: 500 },
    { id: 2, cards: 20, propId: 2001, count: 2_000 },
    { id: 3, cards: 50, propId: 60001, count: 20 },
  ],
};

export const ScratchErrorCode = {
  /** Scratching is switched off. */
  closed: 2141,
  /** The player holds no card. */
  noCard: 2142,
  /** No such add-up award. */
  unknownAddup: 2143,
  /** Not enough cards scratched yet for this add-up award. */
  addupLocked: 2144,
  /** This add-up award was already claimed. */
  addupClaimed: 2145,
} as const;

export interface ScratchPrizeView {
  id: number;
  propId: number;
  count: number;
  /** Chance in basis points (1/100 of a percent), rounded. */
  chance: number;
}

export interface ScratchAddupView extends ScratchAddup {
  state: 'locked' | 'ready' | 'claimed';
}

export interface ScratchCardInfo {
  open: boolean;
  /** Cards held. */
  cards: number;
  /** Cards scratched in all. */
  scratched: number;
  prizes: ScratchPrizeView[];
  addup: ScratchAddupView[];
}

export interface ScratchLogRow {
  id: number;
  propId: number;
  count: number;
  createTime: number;
}

/** What a claim pays, as the reward modal shows it. */
interface Paid {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

export interface ScratchResponses {
  getScratchCardInfo: ScratchCardInfo;
  /** The card's prize (already paid) and the counts after; a repeated requestId answers the same. */
  scratchCardLottery: Paid & { id: number; prizeId: number; cards: number; scratched: number };
  searchScratchCardAwardLog: { list: ScratchLogRow[]; pages: number; total: number };
  receiveAddupAwardById: Paid & { id: number };
}

const call = /*#__PURE__*/ callFactory<typeof SCRATCH_SCHEMAS, ScratchResponses>();

export const getScratchCardInfo = /*#__PURE__*/ call('getScratchCardInfo');
export const scratchCardLottery = /*#__PURE__*/ call('scratchCardLottery');
export const searchScratchCardAwardLog = /*#__PURE__*/ call('searchScratchCardAwardLog');
export const receiveAddupAwardById = /*#__PURE__*/ call('receiveAddupAwardById');

export const SCRATCH_CALLS = /*#__PURE__*/ tableOf(getScratchCardInfo, scratchCardLottery, searchScratchCardAwardLog, receiveAddupAwardById);
