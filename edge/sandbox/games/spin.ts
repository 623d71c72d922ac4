// One round of the demo slot, settled in a single immediate transaction: the balance check, the
// ledger debit ('bet') and credit ('win'), the bet_rounds row, the player's wager total and the
// settlement hooks (VIP experience, ...) all commit together or not at all. Transactions are
// serial, so racing spins never overdraw.
import { randomInt } from 'node:crypto';
import { ErrorCode } from '../../../contract/call-row';
import type { AppConfig } from '../../../contract/core';
import { GamesErrorCode } from '../../../contract/games';
import type { SandboxDb } from '../db-types';
import { runHooks, type SettlementHook } from '../hooks';
import { addWagered, readCoin } from '../users/service';
import { postLedger } from '../ledger/service';
import { betRefusal, restrictionRefusal } from '../limits/service';
import { insertBetRound } from '../records/service';
import { findGame } from './game-lookup';
import { resolveGameSession, setDemoBalance, touchGameSession } from './game-sessions';
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
  /** Hooks run inside the round's transaction (the app's settlement hooks, default-hooks.ts). */
  hooks: readonly SettlementHook[];
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
      setDemoBalance(db, session.id, balance);
      return { reels, wins, bet, win, balance, tryIt: 1 };
    }

    const coin = readCoin(db, session.user_id);
    if (coin === undefined) return sessionEnded();
    if (coin < bet) return new SpinFailure(GamesErrorCode.insufficientBalance, 'Not enough balance for this bet');
    // The player's breaks and bet and loss limits, inside the round's transaction: racing spins cannot pass a limit together.
    const refused = restrictionRefusal(db, session.user_id, now) ?? betRefusal(db, session.user_id, bet, now);
    if (refused) return new SpinFailure(refused.code, refused.message);
    const gameName = findGame(request.config, session.game_id)?.name ?? `Game ${session.game_id}`;
    const roundId = insertBetRound(db, {
      userId: session.user_id,
      gameId: session.game_id,
      gameName,
      sessionId: session.id,
      bet,
      win,
      balanceAfter: coin - bet + win,
      reels,
      now,
    });
    const ref = `round:${roundId}`;
    let balance = postLedger(db, { userId: session.user_id, delta: -bet, kind: 'bet', ref, now });
    if (win > 0) balance = postLedger(db, { userId: session.user_id, delta: win, kind: 'win', ref, now });
    if (balance !== coin - bet + win) throw new Error(`spin: balance ${balance} != ${coin - bet + win}`);
    addWagered(db, session.user_id, bet);
    runHooks(request.hooks, { userId: session.user_id, gameId: session.game_id, betAmount: bet, winAmount: win, now, db, config: request.config });
    return { reels, wins, bet, win, balance, tryIt: 0 };
  }).immediate();
}
