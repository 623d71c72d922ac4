// Request schemas of the mail calls. Server side only.
import * as v from 'valibot';

const mailId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

export const MAIL_SCHEMAS = {
  getMail2: v.object({
    pageNum: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
  }),
  getMailDetail: v.object({ id: mailId }),
  receiveMail: v.object({ id: mailId }),
  // One mail by id, or every read mail (`allRead: true`); exactly one of the two.
  delMail: v.pipe(
    v.object({ id: v.optional(mailId), allRead: v.optional(v.literal(true)) }),
    v.check((req) => (req.id === undefined) !== (req.allRead === undefined), 'send id or allRead, not both'),
  ),
};
