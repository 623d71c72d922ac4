// The invite wheel: spins from valid invites (and the config's free ones), each drawn on the
// server by the configured weights; the winnings gather round by round and, once they reach the
// threshold, a round is exchanged once for a `spin` bonus. Spins and exchanges are IMMEDIATE
// transactions, so racing requests spend a spin or close a round once.
import type { AppConfig } from '../../../contract/core';
import { InviteErrorCode, type InviteResponses, type InviteSpinStatus } from '../../../contract/invite';
import { COIN_PROP_ID } from '../../../contract/mail';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { pickWeighted, type RandomInt } from '../lib/random';
import { validInviteCount } from './friends';
import { inviteConfigOf } from './invite-config';
import { exchangeCount, insertExchange, insertSpin, roundWinnings, spinsUsed } from './invite-store';

type Config = Pick<AppConfig, 'inviteConfig'>;

function wheelState(db: SandboxDb, config: Config, userId: number) {
  const invite = inviteConfigOf(config);
  const earned = invite.freeSpins + validInviteCount(db, config, userId) * invite.spinsPerInvite;
  const used = spinsUsed(db, userId);
  const exchanged = exchangeCount(db, userId);
  const round = exchanged + 1;
  return { invite, spins: Math.max(0, earned - used), used, exchanged, round, winnings: roundWinnings(db, userId, round) };
}

/** The wheel (a guest sees the prizes and the rules only). */
export function spinStatus(db: SandboxDb, config: Config, userId: number | null): InviteSpinStatus {
  const invite = inviteConfigOf(config);
  const base = {
    open: invite.status === 1,
    loggedIn: userId !== null,
    prizes: invite.spinPrizes.map(({ id, amount }) => ({ id, amount })),
    spinsPerInvite: invite.spinsPerInvite,
    exchangeThreshold: invite.exchangeThreshold,
    validDeposit: invite.validDeposit,
  };
  if (userId === null) return { ...base, spins: 0, used: 0, winnings: 0, exchanged: 0 };
  const state = wheelState(db, config, userId);
  return { ...base, spins: state.spins, used: state.used, winnings: state.winnings, exchanged: state.exchanged };
}

/** True when the player has a spin or winnings ready to exchange (the spin award flag). */
export function hasSpinWaiting(db: SandboxDb, config: Config, userId: number): boolean {
  const state = wheelState(db, config, userId);
  return state.invite.status === 1 && (state.spins > 0 || state.winnings >= state.invite.exchangeThreshold);
}

/** Spends one spin and draws its prize. */
export function spinWheel(db: SandboxDb, config: Config, userId: number, random: RandomInt, now: number): InviteResponses['actInviteUserSpin'] {
  return db.transaction(() => {
    const state = wheelState(db, config, userId);
    if (state.invite.status !== 1) throw new CallFailure(InviteErrorCode.closed, 'The invite wheel is closed');
    if (state.spins <= 0) throw new CallFailure(InviteErrorCode.noSpin, 'No spin left: invite a friend for another', { spins: 0 });
    const prize = pickWeighted(state.invite.spinPrizes, (p) => p.weight, random);
    insertSpin(db, { userId, seq: state.used + 1, round: state.round, prizeId: prize.id, amount: prize.amount, now });
    return { prizeId: prize.id, amount: prize.amount, spins: state.spins - 1, winnings: state.winnings + prize.amount };
  }).immediate();
}

/** Exchanges the round's winnings for a `spin` bonus once they reach the threshold. */
export function exchangeWinnings(db: SandboxDb, config: Config & Pick<AppConfig, 'bonusTurnover'>, userId: number, now: number): InviteResponses['actInviteUserExchange'] {
  return db.transaction(() => {
    const state = wheelState(db, config, userId);
    if (state.invite.status !== 1) throw new CallFailure(InviteErrorCode.closed, 'The invite wheel is closed');
    if (state.winnings < state.invite.exchangeThreshold) {
      throw new CallFailure(InviteErrorCode.belowThreshold, 'The winnings have not reached the exchange amount yet', { winnings: state.winnings, threshold: state.invite.exchangeThreshold });
    }
    if (!insertExchange(db, userId, state.round, state.winnings, now)) throw new Error('a wheel round was exchanged twice');
    const grant = grantBonus(db, config, { userId, kind: 'spin', claimKey: `spin:${state.round}`, ref: `round:${state.round}`, amount: state.winnings, now });
    if (!grant.granted) throw new Error('a wheel round was paid twice');
    return { awards: [{ propId: COIN_PROP_ID, count: state.winnings }], coin: grant.coin, bonusStatus: grant.status, amount: state.winnings };
  }).immediate();
}
