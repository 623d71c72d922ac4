// Scratch cards: what the page shows, scratching one (the card leaves, the prize is drawn by the
// configured odds and paid, the result recorded, all in one IMMEDIATE transaction, so a repeated or
// concurrent request never spends two cards or pays twice), the award log and the add-up awards.
import type { AppConfig } from '../../../contract/core';
import { COIN_PROP_ID } from '../../../contract/mail';
import {
  DEFAULT_SCRATCH_CARD_CONFIG,
  SCRATCH_CARD_PROP_ID,
  ScratchErrorCode,
  type ScratchCardConfig,
  type ScratchCardInfo,
  type ScratchResponses,
} from '../../../contract/scratch-card';
import { grantBonus, grantByClaim } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { pickWeighted, type RandomInt } from '../lib/random';
import { moveProps, propCount } from '../props/service';
import { readCoin } from '../users/service';
import { claimedAddups, findResult, recordAddupClaim, recordResult, resultPage, scratchedCount } from './scratch-store';

type ScratchConfigOf = Pick<AppConfig, 'scratchCardConfig'>;

/** The operator's config, or the default while the stored one is missing or of an older shape. */
export const scratchConfigOf = (config: ScratchConfigOf): ScratchCardConfig =>
  Array.isArray(config.scratchCardConfig?.prizes) && Array.isArray(config.scratchCardConfig.addup) ? config.scratchCardConfig : DEFAULT_SCRATCH_CARD_CONFIG;

const weightOf = (prize: { weight: number }) => (Number.isSafeInteger(prize.weight) && prize.weight > 0 ? prize.weight : 0);
const totalWeight = (scratch: ScratchCardConfig) => scratch.prizes.reduce((sum, prize) => sum + weightOf(prize), 0);
const usable = (scratch: ScratchCardConfig) => scratch.status === 1 && totalWeight(scratch) > 0;

type Paid = { coin: number; bonusStatus: 'pending' | 'locked' | 'released' };

/** Pays `count` of `propId` once per `key`: coins as a 'scratch' bonus grant, other props into the holdings. */
function pay(db: SandboxDb, config: Pick<AppConfig, 'bonusTurnover'>, userId: number, award: { propId: number; count: number }, key: string, now: number): Paid {
  if (award.propId === COIN_PROP_ID) {
    const grant = grantBonus(db, config, { userId, kind: 'scratch', claimKey: key, ref: key, amount: award.count, now });
    if (!grant.granted) throw new Error(`scratch award ${key} was paid twice`);
    return { coin: grant.coin, bonusStatus: grant.status };
  }
  const moved = moveProps(db, { userId, propId: award.propId, delta: award.count, kind: 'scratch', key, now });
  if (!moved.moved) throw new Error(`scratch award ${key} was paid twice`);
  return { coin: readCoin(db, userId) ?? 0, bonusStatus: 'released' };
}

/** What an award paid when it was made (for a repeated request). */
function paidBefore(db: SandboxDb, userId: number, propId: number, key: string): Paid {
  const coin = readCoin(db, userId) ?? 0;
  if (propId !== COIN_PROP_ID) return { coin, bonusStatus: 'released' };
  const status = grantByClaim(db, userId, key)?.status;
  return { coin, bonusStatus: status === 'pending' ? 'pending' : status === 'locked' ? 'locked' : 'released' };
}

/** The page's data. */
export function scratchInfo(db: SandboxDb, config: ScratchConfigOf, userId: number): ScratchCardInfo {
  const scratch = scratchConfigOf(config);
  const total = totalWeight(scratch);
  const scratched = scratchedCount(db, userId);
  const claimed = claimedAddups(db, userId);
  return {
    open: usable(scratch),
    cards: propCount(db, userId, SCRATCH_CARD_PROP_ID),
    scratched,
    prizes: scratch.prizes.filter((prize) => weightOf(prize) > 0).map((prize) => ({ id: prize.id, propId: prize.propId, count: prize.count, chance: Math.round((weightOf(prize) * 10_000) / total) })),
    addup: [...scratch.addup].sort((a, b) => a.cards - b.cards).map((addup) => ({ ...addup, state: claimed.has(addup.id) ? 'claimed' : scratched >= addup.cards ? 'ready' : 'locked' })),
  };
}

type Scratched = ScratchResponses['scratchCardLottery'];

/** Scratches one card once per `requestId`: the same request answers the same prize. */
export function scratchCard(db: SandboxDb, config: ScratchConfigOf & Pick<AppConfig, 'bonusTurnover'>, random: RandomInt, userId: number, requestId: string, now: number): Scratched {
  return db.transaction((): Scratched => {
    const key = `scratch:${requestId}`;
    const answer = (result: { id: number; prizeId: number; propId: number; count: number }, paid: Paid): Scratched => ({
      id: result.id,
      prizeId: result.prizeId,
      awards: [{ propId: result.propId, count: result.count }],
      ...paid,
      cards: propCount(db, userId, SCRATCH_CARD_PROP_ID),
      scratched: scratchedCount(db, userId),
    });
    const done = findResult(db, userId, requestId);
    if (done) return answer(done, paidBefore(db, userId, done.propId, key));
    const scratch = scratchConfigOf(config);
    if (!usable(scratch)) throw new CallFailure(ScratchErrorCode.closed, 'Scratch cards are closed');
    const card = moveProps(db, { userId, propId: SCRATCH_CARD_PROP_ID, delta: -1, kind: 'scratch', key: `scratch-card:${requestId}`, now });
    if (!card.moved) throw new CallFailure(ScratchErrorCode.noCard, 'You have no scratch card', { cards: card.count });
    // The server decides the prize before the player scratches; the app only reveals it.
    const prize = pickWeighted(scratch.prizes, weightOf, random);
    const id = recordResult(db, userId, requestId, prize, now);
    return answer({ id, prizeId: prize.id, propId: prize.propId, count: prize.count }, pay(db, config, userId, prize, key, now));
  }).immediate();
}

/** The player's prizes, newest first. */
export function scratchLog(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): ScratchResponses['searchScratchCardAwardLog'] {
  const { list, total } = resultPage(db, userId, page);
  return { list: list.map((row) => ({ id: row.id, propId: row.propId, count: row.count, createTime: row.createdAt })), pages: Math.ceil(total / page.pageSize), total };
}

/** Claims add-up award `id` once, when enough cards were scratched (also while scratching is closed: it was earned). */
export function claimAddup(db: SandboxDb, config: ScratchConfigOf & Pick<AppConfig, 'bonusTurnover'>, userId: number, id: number, now: number): ScratchResponses['receiveAddupAwardById'] {
  return db.transaction(() => {
    const addup = scratchConfigOf(config).addup.find((a) => a.id === id);
    if (!addup || !Number.isSafeInteger(addup.count) || addup.count <= 0) throw new CallFailure(ScratchErrorCode.unknownAddup, 'No such award');
    if (scratchedCount(db, userId) < addup.cards) throw new CallFailure(ScratchErrorCode.addupLocked, `Scratch ${addup.cards} cards to claim this award`, { cards: addup.cards });
    if (!recordAddupClaim(db, userId, addup, now)) throw new CallFailure(ScratchErrorCode.addupClaimed, 'This award was already claimed');
    const paid = pay(db, config, userId, addup, `scratch-addup:${id}`, now);
    return { id, awards: [{ propId: addup.propId, count: addup.count }], ...paid };
  }).immediate();
}
