// getCustomerServices: the configured service lines in sort order; VIP lines only for VIP players.
import { findUserById } from '../users/service';
import type { Handler } from '../handler';

export const getCustomerServices: Handler<'getCustomerServices'> = (ctx) => {
  const user = ctx.session ? findUserById(ctx.db, ctx.session.userId) : undefined;
  const vip = (user?.vip ?? 0) > 0;
  const lines = ctx.config
    .get()
    .appCustomerServiceQueue.filter((line) => vip || line.vip !== 1)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  return { appCustomerServiceQueue: lines };
};
