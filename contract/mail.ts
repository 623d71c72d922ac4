// Mail: the player's inbox (operator messages, some with attachments to collect once).
import type { MAIL_SCHEMAS } from './mail.schemas';
import { callFactory, tableOf } from './call-row';

/** Codes of the mail calls. */
export const MailErrorCode = {
  /** No such mail for this player (never theirs, or deleted). */
  notFound: 1501,
  /** The attachment was already collected (another tap or tab got there first). */
  alreadyCollected: 1502,
  /** The mail carries nothing to collect. */
  noAttachment: 1503,
  /** A mail with an attachment not yet collected cannot be deleted. */
  uncollected: 1504,
} as const;

/** Prop id of coins (spec section 3); a coin award's count is in hundredths. */
export const COIN_PROP_ID = 2001;

/** One item of an attachment (or of any reward): a prop and how many. */
export interface Award {
  propId: number;
  count: number;
}

/** A mail as the inbox lists it. */
export interface MailRow {
  id: number;
  title: string;
  /** Plain-text start of the body, for the list. */
  summary: string;
  read: boolean;
  /** Items to collect; empty when the mail carries none. */
  awards: Award[];
  /** The attachment was collected (false when there is none). */
  collected: boolean;
  /** Milliseconds since the epoch. */
  createTime: number;
}

/** A mail opened: the row plus its rich body (HTML from the operator; the client sanitises it). */
export interface MailDetail extends MailRow {
  body: string;
}

export interface MailResponses {
  /** The inbox, newest first, with how many are unread. */
  getMail2: { list: MailRow[]; pages: number; total: number; unread: number };
  /** One mail; opening it marks it read. */
  getMailDetail: { mail: MailDetail };
  /** Collects a mail's attachment once: what was credited and the balance after. */
  /** `bonusStatus`: how the coins were granted ('pending': they wait for the first deposit; 'locked': until their turnover is bet). */
  receiveMail: { awards: Award[]; coin: number; bonusStatus?: 'pending' | 'locked' | 'released' };
  /** Deletes one mail, or every read mail whose attachment is collected (or has none). */
  delMail: { deleted: number };
}

const call = /*#__PURE__*/ callFactory<typeof MAIL_SCHEMAS, MailResponses>();

export const getMail2 = /*#__PURE__*/ call('getMail2');
export const getMailDetail = /*#__PURE__*/ call('getMailDetail');
export const receiveMail = /*#__PURE__*/ call('receiveMail');
export const delMail = /*#__PURE__*/ call('delMail');

export const MAIL_CALLS = /*#__PURE__*/ tableOf(getMail2, getMailDetail, receiveMail, delMail);
