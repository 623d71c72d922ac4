// Owner of invite_bindings, invite_clicks, invite_spins, invite_spin_exchanges and agent_payouts
// (migration 021): when each friend was bound, the opens of each player's links, the wheel's spins
// and exchanges, and the agent's payouts (commission up to a watermark, valid-invite rewards).
import type { AgentLogRow } from '../../../contract/invite';
import type { SandboxDb } from '../db-types';

// ---- bindings ----

/** Records how `userId` was bound to `inviterId`; false when they already were (a friend is bound once). */
export function insertBinding(db: SandboxDb, binding: { userId: number; inviterId: number; source: 'register' | 'agentFill'; now: number }): boolean {
  return (
    db
      .prepare('INSERT INTO invite_bindings (user_id, inviter_id, source, bound_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING')
      .run(binding.userId, binding.inviterId, binding.source, binding.now).changes === 1
  );
}

/** When each of `userIds` was bound to their inviter (absent: not bound). */
export function boundTimes(db: SandboxDb, userIds: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  const one = db.prepare('SELECT bound_at FROM invite_bindings WHERE user_id = ?').pluck();
  for (const id of userIds) {
    const at = one.get(id) as number | undefined;
    if (at !== undefined) out.set(id, at);
  }
  return out;
}

/** One page of the friends bound to `inviterId`, newest first, with the count. */
export function pageFriends(db: SandboxDb, inviterId: number, page: { pageNum: number; pageSize: number }): { list: { userId: number; boundAt: number }[]; total: number } {
  const total = db.prepare('SELECT COUNT(*) FROM invite_bindings WHERE inviter_id = ?').pluck().get(inviterId) as number;
  const list = db
    .prepare('SELECT user_id AS userId, bound_at AS boundAt FROM invite_bindings WHERE inviter_id = ? ORDER BY bound_at DESC, user_id DESC LIMIT ? OFFSET ?')
    .all(inviterId, page.pageSize, (page.pageNum - 1) * page.pageSize) as { userId: number; boundAt: number }[];
  return { list: list.map((row) => ({ ...row })), total };
}

// ---- clicks ----

/** Counts an open of `inviterId`'s link by `visitor` on Manila `day`; false when it was already counted. */
export function insertClick(db: SandboxDb, inviterId: number, visitor: string, day: string, now: number): boolean {
  return db.prepare('INSERT INTO invite_clicks (inviter_id, visitor, day, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(inviterId, visitor, day, now).changes === 1;
}

export const clickCount = (db: SandboxDb, inviterId: number): number => db.prepare('SELECT COUNT(*) FROM invite_clicks WHERE inviter_id = ?').pluck().get(inviterId) as number;

// ---- the wheel ----

/** Spins made so far. */
export const spinsUsed = (db: SandboxDb, userId: number): number => db.prepare('SELECT COUNT(*) FROM invite_spins WHERE user_id = ?').pluck().get(userId) as number;

/** Exchanges made so far (the current round is one more). */
export const exchangeCount = (db: SandboxDb, userId: number): number => db.prepare('SELECT COUNT(*) FROM invite_spin_exchanges WHERE user_id = ?').pluck().get(userId) as number;

/** The winnings of the player's spins in `round`. */
export const roundWinnings = (db: SandboxDb, userId: number, round: number): number =>
  db.prepare('SELECT COALESCE(SUM(amount), 0) FROM invite_spins WHERE user_id = ? AND round = ?').pluck().get(userId, round) as number;

/** Records spin number `seq`; throws a UNIQUE error when that number was already spun. */
export function insertSpin(db: SandboxDb, spin: { userId: number; seq: number; round: number; prizeId: number; amount: number; now: number }): void {
  db.prepare('INSERT INTO invite_spins (user_id, seq, round, prize_id, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(spin.userId, spin.seq, spin.round, spin.prizeId, spin.amount, spin.now);
}

/** Closes `round` with its winnings; false when it was already closed. */
export function insertExchange(db: SandboxDb, userId: number, round: number, amount: number, now: number): boolean {
  return db.prepare('INSERT INTO invite_spin_exchanges (user_id, round, amount, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(userId, round, amount, now).changes === 1;
}

// ---- agent payouts ----

/** Records a payout; false when a valid-invite reward for this friend was already recorded. */
export function insertPayout(db: SandboxDb, payout: { userId: number; kind: 'commission' | 'invite'; amount: number; teamBet?: number; watermark?: number; friendId?: number; now: number }): boolean {
  return (
    db
      .prepare('INSERT INTO agent_payouts (user_id, kind, amount, team_bet, watermark, friend_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(payout.userId, payout.kind, payout.amount, payout.teamBet ?? 0, payout.watermark ?? 0, payout.friendId ?? null, payout.now).changes === 1
  );
}

/** The bet-round id up to which the player's commission was paid (0: never claimed). */
export const commissionWatermark = (db: SandboxDb, userId: number): number =>
  db.prepare("SELECT COALESCE(MAX(watermark), 0) FROM agent_payouts WHERE user_id = ? AND kind = 'commission'").pluck().get(userId) as number;

/** What the player's payouts of `kind` came to. */
export const payoutTotal = (db: SandboxDb, userId: number, kind: 'commission' | 'invite'): number =>
  db.prepare('SELECT COALESCE(SUM(amount), 0) FROM agent_payouts WHERE user_id = ? AND kind = ?').pluck().get(userId, kind) as number;

/** The friends whose valid-invite reward the player was paid. */
export function rewardedFriends(db: SandboxDb, userId: number): Set<number> {
  return new Set(db.prepare("SELECT friend_id FROM agent_payouts WHERE user_id = ? AND kind = 'invite'").pluck().all(userId) as number[]);
}

/** One page of the player's payouts, newest first. */
export function pagePayouts(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: AgentLogRow[]; total: number } {
  const total = db.prepare('SELECT COUNT(*) FROM agent_payouts WHERE user_id = ?').pluck().get(userId) as number;
  const list = db
    .prepare('SELECT id, kind, amount, team_bet AS teamBet, created_at AS createTime FROM agent_payouts WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
    .all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as AgentLogRow[];
  return { list: list.map((row) => ({ ...row })), total };
}
