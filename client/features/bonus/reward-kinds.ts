// What a reward grant is called and what still holds it, as pure rules the pages share.
import type { BonusKind, RewardLogRow } from '../../../contract/bonus';
import type { TranslationKey } from '../../stores/locale';

/** The name of each kind of reward. */
export const KIND_LABELS: Readonly<Record<BonusKind, TranslationKey>> = {
  register_bonus: 'bonusCentre.kind.register_bonus',
  mail: 'bonusCentre.kind.mail',
  deposit_bonus: 'bonusCentre.kind.deposit_bonus',
  first_deposit: 'bonusCentre.kind.first_deposit',
  recharge_total: 'bonusCentre.kind.recharge_total',
  sign_in: 'bonusCentre.kind.sign_in',
  login_bonus: 'bonusCentre.kind.login_bonus',
  task: 'bonusCentre.kind.task',
  vip_level: 'bonusCentre.kind.vip_level',
  vip_daily: 'bonusCentre.kind.vip_daily',
  vip_sign_in: 'bonusCentre.kind.vip_sign_in',
  vip_task: 'bonusCentre.kind.vip_task',
  rebate: 'bonusCentre.kind.rebate',
  follow: 'bonusCentre.kind.follow',
  fund: 'bonusCentre.kind.fund',
  points: 'bonusCentre.kind.points',
  lottery: 'bonusCentre.kind.lottery',
  scratch: 'bonusCentre.kind.scratch',
  diamond: 'bonusCentre.kind.diamond',
  invite: 'bonusCentre.kind.invite',
  spin: 'bonusCentre.kind.spin',
  agent: 'bonusCentre.kind.agent',
  jackpot: 'bonusCentre.kind.jackpot',
};

/** A kind this release does not know (a newer server) reads as a plain reward. */
export const kindLabel = (kind: string): TranslationKey => (Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as BonusKind] : 'bonusCentre.kind.other');

export type RewardHold =
  /** Waits for the player's first deposit. */
  | { kind: 'deposit' }
  /** Locked: `left` more to bet; `share` of the turnover done (0..1). */
  | { kind: 'turnover'; left: number; share: number }
  | { kind: 'none' };

/** What holds a reward now. */
export function rewardHold(row: Pick<RewardLogRow, 'status' | 'turnoverRequired' | 'turnoverDone'>): RewardHold {
  if (row.status === 'pending') return { kind: 'deposit' };
  if (row.status !== 'locked') return { kind: 'none' };
  const left = Math.max(0, row.turnoverRequired - row.turnoverDone);
  const share = row.turnoverRequired > 0 ? Math.min(1, Math.max(0, row.turnoverDone / row.turnoverRequired)) : 1;
  return { kind: 'turnover', left, share };
}
