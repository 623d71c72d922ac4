// Request schemas of the auth calls. Server side only.
import * as v from 'valibot';
import { account, count, mobile, password, text } from './fields.schemas';

const smsCode = v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'smsCode must be 4 to 8 digits'));
const inviteCode = v.optional(v.pipe(v.string(), v.maxLength(16), v.regex(/^[A-Za-z0-9]*$/, 'inviteCode must be letters and digits')));
// The registration notice of spec section 1: 1 when the player declared they are in none of the
// barred groups. Optional here so the handler can refuse its absence with its own code (1113); on
// the logins that may create an account (SMS, social) only a new account needs it.
const eligibilityDeclared = v.optional(v.picklist([0, 1]));
const accessToken = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));

export const AUTH_SCHEMAS = {
  accountLogin: v.pipe(
    v.object({ account: v.optional(account), mobile: v.optional(mobile), password }),
    v.check((req) => (req.account === undefined) !== (req.mobile === undefined), 'send either account or mobile'),
  ),
  accountLoginSms: v.object({ mobile, smsCode, inviteCode, eligibilityDeclared }),
  accountRegist: v.object({ account, password, inviteCode, eligibilityDeclared }),
  accountRegist4: v.object({ mobile, smsCode: v.optional(smsCode), password, inviteCode, eligibilityDeclared }),
  smsSend: v.object({ mobile, purpose: v.picklist([0, 1, 2, 3]) }),
  forgetPassword: v.object({ mobile, smsCode, password }),
  initPassword: v.object({ password }),
  bindAccount: v.object({ mobile, smsCode }),
  facebookLogin: v.object({
    accessToken,
    userID: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    signedRequest: v.optional(text(4096)),
    expiresIn: v.optional(count),
    inviteCode,
    eligibilityDeclared,
  }),
  googleLogin: v.object({ accessToken, inviteCode, eligibilityDeclared }),
  lineLogin: v.object({ accessToken, inviteCode, eligibilityDeclared }),
  bindSocialAccount: v.object({ type: v.picklist([3, 4, 5]), accessToken, userID: v.optional(v.pipe(v.string(), v.maxLength(128))) }),
};
