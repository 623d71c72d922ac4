// activityGetStatusList: the award flags. Mail, VIP (VIP tasks included), tasks and the fund are
// live; the others wait for their features (spin, agent, sign-in, jackpot) and answer false until then.
import { requireSession, type Handler } from '../handler';
import { hasMailWaiting } from '../mail/service';
import { hasFundReward } from '../fund/service';
import { hasTaskReward, hasVipTaskReward } from '../tasks/service';
import { hasVipReward } from '../vip/service';

export const activityGetStatusList: Handler<'activityGetStatusList'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const config = ctx.config.get();
  const vip = hasVipReward(ctx.db, config, userId, ctx.now) || hasVipTaskReward(ctx.db, config, userId, ctx.now);
  const task = hasTaskReward(ctx.db, config, userId, ctx.now);
  return { spin: false, task, agent5: false, vip, signIn: false, email: hasMailWaiting(ctx.db, userId), canReceiveDrawChance: false, fund: hasFundReward(ctx.db, config, userId, ctx.now) };
};
