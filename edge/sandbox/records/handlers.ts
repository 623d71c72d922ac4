// betRecord and betRecordReport over the player's settled rounds (games/bet-rounds.ts).
import { requireSession, type Handler } from '../handler';
import { pageBetRounds, reportBetRounds } from '../games/bet-rounds';

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
