// activityGetStatusList: the award flags. Mail and VIP are live; the others wait for their
// features (spin, tasks, agent, sign-in, jackpot) and answer false until then.
import { requireSession, type Handler } from '../handler';
import { hasMailWaiting } from '../mail/service';
import { hasVipReward } from '../vip/service';

export const activityGetStatusList: Handler<'activityGetStatusList'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const vip = hasVipReward(ctx.db, ctx.config.get(), userId, ctx.now);
  return { spin: false, task: false, agent5: false, vip, signIn: false, email: hasMailWaiting(ctx.db, userId), canReceiveDrawChance: false };
};
