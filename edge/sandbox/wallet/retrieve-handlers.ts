// retrieveBalance: every game platform's balance back to the main wallet, one result per platform.
// A platform the operator has closed (status 0) keeps its balance: 'failed', to retry later.
import { readCoin } from '../users/service';
import { requireSession, type Handler } from '../handler';
import { moveToMainWallet, platformBalances } from './platform-balances';

export const retrieveBalance: Handler<'retrieveBalance'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const held = platformBalances(ctx.db, userId);
  const platforms = [...ctx.config.get().appGamePlatformList]
    .sort((a, b) => a.sort - b.sort)
    .map((platform) => {
      const amount = held.get(platform.id) ?? 0;
      if (amount === 0) return { platformId: platform.id, name: platform.name, amount: 0, status: 'empty' as const };
      if (platform.status !== 1) return { platformId: platform.id, name: platform.name, amount, status: 'failed' as const };
      return { platformId: platform.id, name: platform.name, amount: moveToMainWallet(ctx.db, userId, platform.id, ctx.now), status: 'moved' as const };
    });
  return { coin: readCoin(ctx.db, userId) ?? 0, platforms };
};
