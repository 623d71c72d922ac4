// The inbox (getMail2, 20 a page), the mail being read (getMailDetail marks it read), and the
// actions: collect an attachment (once; the reward modal shows what came), delete one, delete all
// read. Each action refreshes the red dots; everything resets with the session.
import { call } from '../../api/http';
import { atom, computed } from 'nanostores';
import type { MailDetail, MailRow } from '../../../contract/mail';
import * as mailCalls from '../../../contract/mail';
import { refreshAwards } from '../../stores/awards';
import { openModal } from '../../stores/modals';
import { query } from '../../stores/server-state';
import { pagedList } from '../../stores/server-state-paged';
import { mutation } from '../../stores/server-state-mutation';
import { $token, patchUser } from '../../stores/session';

export const MAIL_PAGE_SIZE = 20;

/** The inbox, newest first; the first page loads each time it is shown. */
export const $inbox = pagedList(
  $token,
  async (_token, pageNum) => {
    const answer = await call(mailCalls.getMail2, { pageNum, pageSize: MAIL_PAGE_SIZE });
    const items = Array.isArray(answer.list) ? answer.list : [];
    return { items, done: items.length < MAIL_PAGE_SIZE || pageNum >= answer.pages };
  },
  (mail: MailRow) => mail.id,
);

/** The id of the mail being read (set by the detail page from its query). */
export const $readingId = atom<number | null>(null);
const $readingKey = computed([$token, $readingId], (token, id) => (token === null || id === null ? null : id));

/** The mail being read; opening it marks it read (so the red dot may go). */
export const $mailDetail = query($readingKey, async (id): Promise<MailDetail> => {
  const { mail } = await call(mailCalls.getMailDetail, { id });
  void refreshAwards();
  return mail;
});

/** Collects the attachment of the mail being read: balance updated, reward modal shown. */
export const $collectMail = mutation($token, (id: number) => call(mailCalls.receiveMail, { id }), {
  done: (result) => {
    patchUser({ coin: result.coin });
    $mailDetail.mutate((mail) => mail && { ...mail, collected: true, read: true });
    openModal({ name: 'reward', awards: result.awards, bonusStatus: result.bonusStatus });
    void refreshAwards();
  },
});

/** Deletes one mail. */
export const $deleteMail = mutation($token, (id: number) => call(mailCalls.delMail, { id }), { refreshes: [$inbox] });

/** Deletes every read mail with nothing left to collect; resolves with how many. */
export const $deleteReadMails = mutation($token, async () => (await call(mailCalls.delMail, { allRead: true })).deleted, { refreshes: [$inbox] });
