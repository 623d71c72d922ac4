// Request schemas of the sign-in calls (daily sign-in, its VIP extra, the free login bonus). Server side only.
import { empty } from './fields.schemas';

export const SIGN_IN_SCHEMAS = {
  signInInfo: empty,
  signIn: empty,
  appVipUserReceiveSignInAward: empty,
  loginBonus3User: empty,
  loginBonus3UserReceive: empty,
};
