// Mail in the sandbox: the welcome mail every new player gets, reading marks read, the attachment
// collected once through the ledger even when two requests race, deletes, and hostile input.
import { describe, expect, it } from 'vitest';
import { MailErrorCode } from '../../../../contract/mail';
import { sendMail } from '../../../../edge/sandbox/mail/mails';
import { WELCOME_COINS } from '../../../../edge/sandbox/mail/welcome-mail';
import { ledgerMismatches, makeSandbox } from '../helpers';
import { paidDeposit } from '../bonus/bonus-helpers';

let n = 0;
const fresh = async (sandbox: ReturnType<typeof makeSandbox>) => sandbox.registerAccount(`mail${++n}x${String(Date.now() % 100000).padStart(5, '0')}`);

describe('mail', () => {
  it('sends every new player a welcome mail with a coin attachment, unread, and raises the email flag', async () => {
    const sandbox = makeSandbox();
    const { token } = await fresh(sandbox);
    const inbox = (await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body;
    expect(inbox).toMatchObject({ code: 200, total: 1, unread: 1, pages: 1 });
    expect(inbox.list[0]).toMatchObject({ title: 'Welcome to Casino PH', read: false, collected: false, awards: [{ propId: 2001, count: WELCOME_COINS }] });
    expect(inbox.list[0].summary).not.toContain('<');
    expect((await sandbox.call('activityGetStatusList', {}, token)).body).toMatchObject({ code: 200, email: true });
    expect((await sandbox.call('activityGetStatusList', {})).status).toBe(401);
  });

  it('opening a mail marks it read; another player cannot open it', async () => {
    const sandbox = makeSandbox();
    const { token } = await fresh(sandbox);
    const other = await fresh(sandbox);
    const id = (await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body.list[0].id;
    expect((await sandbox.call('getMailDetail', { id }, other.token)).body.code).toBe(MailErrorCode.notFound);
    const detail = (await sandbox.call('getMailDetail', { id }, token)).body;
    expect(detail.mail).toMatchObject({ id, read: true });
    expect(detail.mail.body).toContain('<strong>');
    expect((await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body.unread).toBe(0);
  });

  it('collecting twice at once credits once, through the ledger', async () => {
    const sandbox = makeSandbox();
    const { token, user } = await fresh(sandbox);
    // A player who has deposited: the mail's coins are credited at once (locked until their turnover).
    await paidDeposit(sandbox, token, 500 * 100);
    const id = (await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body.list[0].id;
    const before = (await sandbox.call('refreshData', {}, token)).body.coin as number;
    const answers = await Promise.all(Array.from({ length: 6 }, () => sandbox.call('receiveMail', { id }, token)));
    const codes = answers.map((a) => a.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([200, 1502, 1502, 1502, 1502, 1502]);
    const won = answers.find((a) => a.body.code === 200)!.body;
    expect(won).toMatchObject({ awards: [{ propId: 2001, count: WELCOME_COINS }], coin: before + WELCOME_COINS, bonusStatus: 'locked' });
    expect((await sandbox.call('refreshData', {}, token)).body.coin).toBe(before + WELCOME_COINS);
    expect(sandbox.db.prepare("SELECT COUNT(*) FROM ledger WHERE user_id = ? AND kind = 'mail'").pluck().get(user.id)).toBe(1);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
    expect((await sandbox.call('activityGetStatusList', {}, token)).body.email).toBe(false);
  });

  it('deletes one mail or every read one, never a mail whose attachment waits', async () => {
    const sandbox = makeSandbox();
    const { token, user } = await fresh(sandbox);
    const welcome = (await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body.list[0].id;
    const plain = sendMail(sandbox.db, { userId: user.id, title: 'Notice', body: '<p>Hi</p>', now: sandbox.clock.now });
    const unreadOne = sendMail(sandbox.db, { userId: user.id, title: 'Later', body: '<p>Later</p>', now: sandbox.clock.now });
    await sandbox.call('getMailDetail', { id: welcome }, token);
    await sandbox.call('getMailDetail', { id: plain }, token);
    expect((await sandbox.call('delMail', { id: welcome }, token)).body.code).toBe(MailErrorCode.uncollected);
    expect((await sandbox.call('delMail', { allRead: true }, token)).body).toMatchObject({ code: 200, deleted: 1 });
    expect((await sandbox.call('receiveMail', { id: plain }, token)).body.code).toBe(MailErrorCode.notFound);
    expect((await sandbox.call('receiveMail', { id: unreadOne }, token)).body.code).toBe(MailErrorCode.noAttachment);
    await sandbox.call('receiveMail', { id: welcome }, token);
    expect((await sandbox.call('delMail', { id: welcome }, token)).body).toMatchObject({ code: 200, deleted: 1 });
    const left = (await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 }, token)).body.list.map((m: { id: number }) => m.id);
    expect(left).toEqual([unreadOne]);
  });

  it('refuses malformed requests (400) and guests (401)', async () => {
    const sandbox = makeSandbox();
    const { token } = await fresh(sandbox);
    for (const body of [{ id: 1, allRead: true }, {}, { id: -1 }, { id: '1' }, { allRead: false }]) {
      expect((await sandbox.call('delMail', body, token)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await sandbox.call('getMail2', { pageNum: 1, pageSize: 500 }, token)).status).toBe(400);
    expect((await sandbox.call('getMail2', { pageNum: 0, pageSize: 20 }, token)).status).toBe(400);
    expect((await sandbox.call('receiveMail', { id: 1.5 }, token)).status).toBe(400);
    expect((await sandbox.call('getMail2', { pageNum: 1, pageSize: 20 })).status).toBe(401);
  });
});
