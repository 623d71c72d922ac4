// betRecord, betRecordReport and betRecordDays over the player's settled rounds (bet-rounds.ts).
import { requireSession, type Handler } from '../handler';
import { betRoundsByManilaDay, pageBetRounds, reportBetRounds } from './bet-rounds';
import { dayIndexOf, dayStart, fillDays } from './report-days';

export const betRecord: Handler<'betRecord'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const { list, total } = pageBetRounds(ctx.db, userId, req, req);
  return { list, total, pages: Math.ceil(total / req.pageSize) };
};

export const betRecordReport: Handler<'betRecordReport'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const byGame = reportBetRounds(ctx.db, userId, req);
  return {
    rounds: byGame.reduce((sum, game) => sum + game.rounds, 0),
    betAmount: byGame.reduce((sum, game) => sum + game.betAmount, 0),
    winAmount: byGame.reduce((sum, game) => sum + game.winAmount, 0),
    byGame,
  };
};

// The schema has checked the days and the span (at most MAX_REPORT_DAYS).
export const betRecordDays: Handler<'betRecordDays'> = (ctx, req) => {
  const { userId } = requireSession(ctx);
  const from = dayIndexOf(req.from);
  const to = dayIndexOf(req.to);
  return fillDays(from, to, betRoundsByManilaDay(ctx.db, userId, dayStart(from), dayStart(to + 1)));
};
