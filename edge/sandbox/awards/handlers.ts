// activityGetStatusList: the award flags. Only the mail flag is live; the others wait for their
// features (spin, tasks, agent, VIP, sign-in, jackpot) and answer false until then.
import { requireSession, type Handler } from '../handler';
import { hasMailWaiting } from '../mail/service';

export const activityGetStatusList: Handler<'activityGetStatusList'> = (ctx) => {
  const { userId } = requireSession(ctx);
  return { spin: false, task: false, agent5: false, vip: false, signIn: false, email: hasMailWaiting(ctx.db, userId), canReceiveDrawChance: false };
};
