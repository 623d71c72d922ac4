// activityGetStatusList: the award flags. Mail, VIP (level, daily, VIP tasks, rebate), tasks, sign-in,
// the fund, the invite wheel (spin), the agent programme (agent5) and the jackpot's draw chance are live.
import { requireSession, type Handler } from '../handler';
import { hasFundReward } from '../fund/service';
import { hasAgentReward, hasSpinWaiting } from '../invite/service';
import { hasDrawChance } from '../jackpot/service';
import { hasMailWaiting } from '../mail/service';
import { hasRebateDue } from '../rebate/service';
import { hasSignInReward } from '../sign-in/service';
import { hasTaskReward, hasVipTaskReward } from '../tasks/service';
import { hasVipReward } from '../vip/service';

export const activityGetStatusList: Handler<'activityGetStatusList'> = (ctx) => {
  const { userId } = requireSession(ctx);
  const config = ctx.config.get();
  // The VIP flag also covers VIP tasks and a bet rebate waiting (their pages are in the VIP section).
  const vip = hasVipReward(ctx.db, config, userId, ctx.now) || hasVipTaskReward(ctx.db, config, userId, ctx.now) || hasRebateDue(ctx.db, config, userId);
  const task = hasTaskReward(ctx.db, config, userId, ctx.now);
  const signIn = hasSignInReward(ctx.db, config, userId, ctx.now);
  const fund = hasFundReward(ctx.db, config, userId, ctx.now);
  const spin = hasSpinWaiting(ctx.db, config, userId);
  const agent5 = hasAgentReward(ctx.db, config, userId);
  return { spin, task, agent5, vip, signIn, email: hasMailWaiting(ctx.db, userId), canReceiveDrawChance: hasDrawChance(ctx.db, config, userId, ctx.now), fund };
};
