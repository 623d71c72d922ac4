// Owner of rebate_claims: what each rebate claim covered (the last bet, per game type) and paid.
import type { SandboxDb } from '../db-types';

export interface NewRebateClaim {
  userId: number;
  gameTypeId: number;
  lastRoundId: number;
  validBet: number;
  rate: number;
  vip: number;
  amount: number;
  now: number;
}

export interface RebateClaimRow {
  id: number;
  gameTypeId: number;
  validBet: number;
  rate: number;
  vip: number;
  amount: number;
  createTime: number;
}

/** The last bet already rebated, per game type (a type never claimed is absent: 0). */
export function rebateWatermarks(db: SandboxDb, userId: number): Map<number, number> {
  const rows = db.prepare('SELECT game_type_id AS type, MAX(last_round_id) AS last FROM rebate_claims WHERE user_id = ? GROUP BY game_type_id').all(userId) as {
    type: number;
    last: number;
  }[];
  return new Map(rows.map((row) => [row.type, row.last]));
}

/** Records a claim of one game type (a second claim ending at the same bet is refused by the key). */
export function insertRebateClaim(db: SandboxDb, claim: NewRebateClaim): void {
  db.prepare('INSERT INTO rebate_claims (user_id, game_type_id, last_round_id, valid_bet, rate, vip, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    claim.userId,
    claim.gameTypeId,
    claim.lastRoundId,
    claim.validBet,
    claim.rate,
    claim.vip,
    claim.amount,
    claim.now,
  );
}

/** One page of the player's claims, newest first, with the total count. */
export function pageRebateClaims(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: RebateClaimRow[]; total: number } {
  const total = db.prepare('SELECT COUNT(*) FROM rebate_claims WHERE user_id = ?').pluck().get(userId) as number;
  const list = db
    .prepare(
      `SELECT id, game_type_id AS gameTypeId, valid_bet AS validBet, rate, vip, amount, created_at AS createTime
       FROM rebate_claims WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as unknown as RebateClaimRow[];
  return { list, total };
}
