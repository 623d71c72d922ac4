// Owner of points_accounts and points_exchanges: a player's points, earned by bets (the remainder
// carried to the next bet) and spent by exchanges, each exchange once per request id.
import type { SandboxDb } from '../db-types';

export interface PointsAccount {
  balance: number;
  earned: number;
  carry: number;
}

export interface PointsExchangeRow {
  optionId: number;
  points: number;
  coin: number;
}

export function pointsAccount(db: SandboxDb, userId: number): PointsAccount {
  const row = db.prepare('SELECT balance, earned, carry FROM points_accounts WHERE user_id = ?').get(userId) as PointsAccount | undefined;
  return row ? { ...row } : { balance: 0, earned: 0, carry: 0 };
}

/** Adds a bet of `bet` (hundredths): a point for every `betPerPoint`, the rest carried. */
export function earnPoints(db: SandboxDb, userId: number, bet: number, betPerPoint: number): void {
  const { carry } = pointsAccount(db, userId);
  const total = carry + bet;
  const points = Math.floor(total / betPerPoint);
  db.prepare(
    `INSERT INTO points_accounts (user_id, balance, earned, carry) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET balance = balance + excluded.balance, earned = earned + excluded.earned, carry = excluded.carry`,
  ).run(userId, points, points, total % betPerPoint);
}

/** Takes `points` from the balance; false when it is short (the CHECK keeps it from going below 0). */
export function spendPoints(db: SandboxDb, userId: number, points: number): boolean {
  return db.prepare('UPDATE points_accounts SET balance = balance - ? WHERE user_id = ? AND balance >= ?').run(points, userId, points).changes === 1;
}

export function findExchange(db: SandboxDb, userId: number, requestId: string): PointsExchangeRow | undefined {
  const row = db.prepare('SELECT option_id AS optionId, points, coin FROM points_exchanges WHERE user_id = ? AND request_id = ?').get(userId, requestId) as PointsExchangeRow | undefined;
  return row ? { ...row } : undefined;
}

export function recordExchange(db: SandboxDb, userId: number, requestId: string, row: PointsExchangeRow, now: number): void {
  db.prepare('INSERT INTO points_exchanges (user_id, request_id, option_id, points, coin, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(userId, requestId, row.optionId, row.points, row.coin, now);
}

/** Gives `points` won elsewhere (a jackpot cell): they count as earned. */
export function addPoints(db: SandboxDb, userId: number, points: number): void {
  db.prepare(
    `INSERT INTO points_accounts (user_id, balance, earned, carry) VALUES (?, ?, ?, 0)
     ON CONFLICT (user_id) DO UPDATE SET balance = balance + excluded.balance, earned = earned + excluded.earned`,
  ).run(userId, points, points);
}
