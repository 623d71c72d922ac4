// betRecord and betRecordReport over the player's settled rounds. Time bounds are inclusive:
// startTime <= created_at <= endTime (ms since the epoch).
import type { BetRecordRow } from '../../../client/api/contract/records';
import { requireSession, type Handler } from '../handler';

interface Filter {
  where: string;
  params: (number | string)[];
}

function roundFilter(userId: number, req: { gameId?: number; startTime?: number; endTime?: number }): Filter {
  const clauses = ['user_id = ?'];
  const params: number[] = [userId];
  if (req.gameId !== undefined) {
    clauses.push('game_id = ?');
    params.push(req.gameId);
  }
  if (req.startTime !== undefined) {
    clauses.push('created_at >= ?');
    params.push(req.startTime);
  }
  if (req.endTime !== undefined) {
    clauses.push('created_at <= ?');
    params.push(req.endTime);
  }
  return { where: clauses.join(' AND '), params };
}

export const betRecord: Handler<'betRecord'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { where, params } = roundFilter(userId, req);
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM bet_rounds WHERE ${where}`).pluck().get(...params) as number;
  const list = ctx.db
    .prepare(
      `SELECT id, game_id AS gameId, game_name AS gameName, bet AS betAmount, win AS winAmount, balance_after AS balanceAfter, created_at AS createTime
       FROM bet_rounds WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, req.pageSize, (req.pageNum - 1) * req.pageSize) as BetRecordRow[];
  return { list, total, pages: Math.ceil(total / req.pageSize) };
};

export const betRecordReport: Handler<'betRecordReport'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { where, params } = roundFilter(userId, req);
  const byGame = ctx.db
    .prepare(
      `SELECT game_id AS gameId, MAX(game_name) AS gameName, COUNT(*) AS rounds, SUM(bet) AS betAmount, SUM(win) AS winAmount
       FROM bet_rounds WHERE ${where} GROUP BY game_id ORDER BY betAmount DESC, gameId ASC`,
    )
    .all(...params) as { gameId: number; gameName: string; rounds: number; betAmount: number; winAmount: number }[];
  return {
    rounds: byGame.reduce((sum, game) => sum + game.rounds, 0),
    betAmount: byGame.reduce((sum, game) => sum + game.betAmount, 0),
    winAmount: byGame.reduce((sum, game) => sum + game.winAmount, 0),
    byGame,
  };
};
