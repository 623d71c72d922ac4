// One round of the demo slot, settled in a single immediate transaction: the balance check, the
// ledger debit ('bet') and credit ('win'), the bet_rounds row and the player's bet/vipExp totals
// all commit together or not at all. Transactions are serial, so racing spins never overdraw.
//
// VIP experience: vipExp grows by the bet in minor units (1 peso wagered = 100 experience), the
// unit of the seeded appVipMap's `experience` thresholds. The VIP level itself is left to the
// VIP work.
import { randomInt } from 'node:crypto';
import { ErrorCode } from '../../../client/api/contract/call-row';
import type { AppConfig } from '../../../client/api/contract/core';
import { GamesErrorCode } from '../../../client/api/contract/games';
import type { SandboxDb } from '../db';
import { postLedger } from '../wallet/ledger';
import { findGame } from './game-lookup';
import { resolveGameSession, touchGameSession } from './game-sessions';
import { BET_SIZES, evaluate, spinReels, type LineWin, type Reels } from './slot-engine';

export interface SpinResult {
  reels: Reels;
  wins: LineWin[];
  bet: number;
  win: number;
  /** Balance after the round: the player's coin, or the demo credits of a tryIt session. */
  balance: number;
  tryIt: 0 | 1;
}

export class SpinFailure {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

export interface SpinRequest {
  token: string;
  bet: number;
  now: number;
  config: AppConfig;
  /** Integer in [0, n); crypto.randomInt unless a test fixes the reels. */
  random?: (n: number) => number;
}

const sessionEnded = () => new SpinFailure(GamesErrorCode.gameSessionInvalid, 'The game session has ended');

/** Plays and settles one round; a failure is returned (not thrown) so session closing still commits. */
export function settleSpin(db: SandboxDb, request: SpinRequest): SpinResult | SpinFailure {
  const { bet, now } = request;
  if (!BET_SIZES.includes(bet)) return new SpinFailure(ErrorCode.badRequest, 'Choose one of the bet sizes');
  return db.transaction((): SpinResult | SpinFailure => {
    const session = resolveGameSession(db, request.token, now);
    if (!session) return sessionEnded();
    const reels = spinReels(request.random ?? randomInt);
    const wins = evaluate(reels, bet);
    const win = wins.reduce((sum, line) => sum + line.amount, 0);
    touchGameSession(db, session.id, now);

    if (session.try_it === 1) {
      if (session.demo_balance < bet) return new SpinFailure(GamesErrorCode.insufficientBalance, 'Not enough demo credits for this bet');
      const balance = session.demo_balance - bet + win;
      db.prepare('UPDATE game_sessions SET demo_balance = ? WHERE id = ?').run(balance, session.id);
      return { reels, wins, bet, win, balance, tryIt: 1 };
    }

    const coin = db.prepare('SELECT coin FROM users WHERE id = ?').pluck().get(session.user_id) as number | undefined;
    if (coin === undefined) return sessionEnded();
    if (coin < bet) return new SpinFailure(GamesErrorCode.insufficientBalance, 'Not enough balance for this bet');
    const gameName = findGame(request.config, session.game_id)?.name ?? `Game ${session.game_id}`;
    const roundId = Number(
      db
        .prepare('INSERT INTO bet_rounds (user_id, game_id, game_name, session_id, bet, win, balance_after, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(session.user_id, session.game_id, gameName, session.id, bet, win, coin - bet + win, JSON.stringify(reels), now).lastInsertRowid,
    );
    const ref = `round:${roundId}`;
    let balance = postLedger(db, { userId: session.user_id, delta: -bet, kind: 'bet', ref, now });
    if (win > 0) balance = postLedger(db, { userId: session.user_id, delta: win, kind: 'win', ref, now });
    if (balance !== coin - bet + win) throw new Error(`spin: balance ${balance} != ${coin - bet + win}`);
    db.prepare('UPDATE users SET bet = bet + ?, vip_exp = vip_exp + ? WHERE id = ?').run(bet, bet, session.user_id);
    return { reels, wins, bet, win, balance, tryIt: 0 };
  }).immediate();
}
