// Invites and the agent programme: a friend registering with a link is bound once, by every
// registration method; self-invites and loops are refused; a valid invite (paid deposits reaching
// the config's mark) and only that pays the inviter; the wheel and the claims act once under 20
// racing requests; commission is the configured share of the team's settled bets, each bet once.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT5_CONFIG, DEFAULT_INVITE_CONFIG, InviteErrorCode } from '../../../../contract/invite';
import { SmsPurpose } from '../../../../contract/auth';
import { seededRandomInt } from '../../../../edge/sandbox/lib/random';
import { ledgerMismatches, makeSandbox, type TestSandbox } from '../helpers';
import { grantsOf, loser, paidDeposit, PESO } from '../bonus/bonus-helpers';
import { idpPopupSignIn } from '../idp/helpers';

let n = 0;
const uniq = () => `${++n}x${String(Date.now() % 100000).padStart(5, '0')}`;
let phone = 9170000000;

async function inviter(sandbox: TestSandbox, deposit = 0) {
  const { token, user } = await sandbox.registerAccount(`inv${uniq()}`);
  if (deposit > 0) await paidDeposit(sandbox, token, deposit);
  const summary = (await sandbox.call('actInviteUser', {}, token)).body;
  return { token, userId: user.id as number, code: summary.inviteCode as string };
}

async function friendByAccount(sandbox: TestSandbox, inviteCode?: string) {
  const { body } = await sandbox.call('accountRegist', { eligibilityDeclared: 1, account: `fr${uniq()}`, password: 'secret12', ...(inviteCode && { inviteCode }) });
  expect(body.code).toBe(200);
  return { token: body.token as string, userId: body.user.id as number, pid: body.user.pid as number };
}

const pidOf = (sandbox: TestSandbox, userId: number) => sandbox.db.prepare('SELECT pid FROM users WHERE id = ?').pluck().get(userId) as number;
const bindings = (sandbox: TestSandbox, inviterId: number) => sandbox.db.prepare('SELECT user_id AS userId, source FROM invite_bindings WHERE inviter_id = ? ORDER BY user_id').all(inviterId);

describe('binding', () => {
  it('binds a friend registering through the link once, by account, phone, SMS login and each social provider', async () => {
    const sandbox = makeSandbox();
    const a = await inviter(sandbox);
    const byAccount = await friendByAccount(sandbox, a.code.toLowerCase());

    const mobile1 = String(phone++);
    const code1 = await sandbox.sendSms(mobile1, SmsPurpose.register);
    const byPhone = (await sandbox.call('accountRegist4', { eligibilityDeclared: 1, mobile: mobile1, smsCode: code1, password: 'secret12', inviteCode: a.code })).body;
    const mobile2 = String(phone++);
    const code2 = await sandbox.sendSms(mobile2, SmsPurpose.loginAndRegister);
    const bySms = (await sandbox.call('accountLoginSms', { mobile: mobile2, smsCode: code2, inviteCode: a.code, eligibilityDeclared: 1 })).body;
    const fb = await idpPopupSignIn(sandbox, 'facebook');
    const byFacebook = (await sandbox.call('facebookLogin', { accessToken: fb.accessToken, userID: fb.userID, inviteCode: a.code, eligibilityDeclared: 1 })).body;
    const google = await idpPopupSignIn(sandbox, 'google');
    const byGoogle = (await sandbox.call('googleLogin', { accessToken: google.accessToken, inviteCode: a.code, eligibilityDeclared: 1 })).body;
    const line = await idpPopupSignIn(sandbox, 'line');
    const byLine = (await sandbox.call('lineLogin', { accessToken: line.accessToken, inviteCode: a.code, eligibilityDeclared: 1 })).body;

    const ids = [byAccount.userId, byPhone.user.id, bySms.user.id, byFacebook.user.id, byGoogle.user.id, byLine.user.id] as number[];
    for (const id of ids) expect(pidOf(sandbox, id)).toBe(a.userId);
    expect(bindings(sandbox, a.userId)).toEqual(ids.sort((x, y) => x - y).map((userId) => ({ userId, source: 'register' })));

    // Bound once: logging in again with another inviter's code, or agentFill, changes nothing.
    const b = await inviter(sandbox);
    const again = await idpPopupSignIn(sandbox, 'facebook', { subject: fb.userID });
    await sandbox.call('facebookLogin', { accessToken: again.accessToken, userID: again.userID, inviteCode: b.code });
    expect(pidOf(sandbox, byFacebook.user.id)).toBe(a.userId);
    expect((await sandbox.call('agentFill', { pid: b.userId }, byAccount.token)).body.code).toBe(InviteErrorCode.alreadyBound);
    expect(pidOf(sandbox, byAccount.userId)).toBe(a.userId);

    const summary = (await sandbox.call('actInviteUser', {}, a.token)).body;
    expect(summary).toMatchObject({ code: 200, invited: 6, valid: 0, uid: a.userId, shareUrlMap: { register: `/auth/register?inviteCode=${a.code}`, home: `/?inviteCode=${a.code}` } });
    const records = (await sandbox.call('actInviteUserRecord', { pageNum: 1, pageSize: 4 }, a.token)).body;
    expect(records).toMatchObject({ total: 6, pages: 2 });
    expect(records.list).toHaveLength(4);
    // Masked: never the full account or number.
    for (const row of records.list) expect(row.name).toContain('***');
  });

  it('registers without a referrer when the code is unknown', async () => {
    const sandbox = makeSandbox();
    const friend = await friendByAccount(sandbox, 'NOSUCH99');
    expect(friend.pid).toBe(0);
  });

  it('agentFill binds a referrer after registration once, refusing themselves, unknown ids and their own team', async () => {
    const sandbox = makeSandbox();
    const a = await inviter(sandbox);
    const b = await friendByAccount(sandbox, a.code);
    const bCode = (await sandbox.call('actInviteUser', {}, b.token)).body.inviteCode as string;
    const c = await friendByAccount(sandbox, bCode);
    // A, at the top, cannot take B or C (below A) as a referrer: the tree would loop.
    expect((await sandbox.call('agentFill', { pid: b.userId }, a.token)).body.code).toBe(InviteErrorCode.loop);
    expect((await sandbox.call('agentFill', { pid: c.userId }, a.token)).body.code).toBe(InviteErrorCode.loop);
    expect((await sandbox.call('agentFill', { pid: a.userId }, a.token)).body.code).toBe(InviteErrorCode.selfInvite);
    expect((await sandbox.call('agentFill', { pid: 999_999 }, a.token)).body.code).toBe(InviteErrorCode.unknownCode);
    expect(pidOf(sandbox, a.userId)).toBe(0);

    const d = await friendByAccount(sandbox);
    const answers = await Promise.all([a.userId, c.userId].flatMap((pid) => Array.from({ length: 10 }, () => sandbox.call('agentFill', { pid }, d.token))));
    const bound = pidOf(sandbox, d.userId);
    expect([a.userId, c.userId]).toContain(bound);
    expect(answers.filter((r) => r.body.code === 200).every((r) => r.body.pid === bound)).toBe(true);
    expect(bindings(sandbox, bound)).toContainEqual({ userId: d.userId, source: 'agentFill' });
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM invite_bindings WHERE user_id = ?').pluck().get(d.userId)).toBe(1);
  });

  it('counts an open of the link once a visitor a day, not the inviter’s own', async () => {
    const sandbox = makeSandbox();
    const a = await inviter(sandbox);
    const click = async (body: Record<string, unknown>, token?: string) => (await sandbox.call('actInviteClickInvite', body, token)).body;
    expect(await click({ inviteCode: a.code, visitorId: 'visitor-0001' })).toMatchObject({ code: 200, recorded: true });
    expect(await click({ inviteCode: a.code, visitorId: 'visitor-0001' })).toMatchObject({ recorded: false });
    expect(await click({ inviteCode: a.code.toLowerCase(), visitorId: 'visitor-0002' })).toMatchObject({ recorded: true });
    expect(await click({ inviteCode: a.code }, a.token)).toMatchObject({ recorded: false });
    expect((await click({ inviteCode: 'ZZZZ9999' })).code).toBe(InviteErrorCode.unknownCode);
    sandbox.clock.advance(24 * 3600 * 1000);
    expect(await click({ inviteCode: a.code, visitorId: 'visitor-0001' })).toMatchObject({ recorded: true });
    expect((await sandbox.call('actInviteUser', {}, a.token)).body.clicks).toBe(3);
  });
});

describe('valid invites', () => {
  it('pays the inviter only once the friend’s paid deposits reach the mark, once per friend under 20 racing claims', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ minRechargeStatus: 0, inviteConfig: { ...DEFAULT_INVITE_CONFIG, validDeposit: 200 * PESO } });
    const a = await inviter(sandbox, 200 * PESO);
    const b = await friendByAccount(sandbox, a.code);
    const claim = async () => (await sandbox.call('appAgent5UserInviteValidReceive', {}, a.token)).body;
    expect((await claim()).code).toBe(InviteErrorCode.nothingToClaim);
    await paidDeposit(sandbox, b.token, 100 * PESO);
    expect((await claim()).code).toBe(InviteErrorCode.nothingToClaim);
    expect((await sandbox.call('actInviteUserRecord', { pageNum: 1, pageSize: 10 }, a.token)).body.list[0]).toMatchObject({ id: b.userId, status: 'waiting' });
    await paidDeposit(sandbox, b.token, 100 * PESO);
    expect((await sandbox.call('activityGetStatusList', {}, a.token)).body.agent5).toBe(true);
    expect((await sandbox.call('actInviteUser', {}, a.token)).body).toMatchObject({ valid: 1, claimableCount: 1, claimable: DEFAULT_INVITE_CONFIG.rewardPerInvite });

    const answers = await Promise.all(Array.from({ length: 20 }, () => claim()));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code === InviteErrorCode.nothingToClaim)).toHaveLength(19);
    expect(answers.find((r) => r.code === 200)).toMatchObject({ count: 1, amount: DEFAULT_INVITE_CONFIG.rewardPerInvite, awards: [{ propId: 2001, count: DEFAULT_INVITE_CONFIG.rewardPerInvite }], bonusStatus: 'locked' });
    expect(grantsOf(sandbox, a.userId).filter((g) => g.kind === 'invite').map((g) => g.amount)).toEqual([DEFAULT_INVITE_CONFIG.rewardPerInvite]);
    expect((await sandbox.call('actInviteUserRecord', { pageNum: 1, pageSize: 10 }, a.token)).body.list[0]).toMatchObject({ status: 'claimed' });
    expect((await sandbox.call('actInviteUser', {}, a.token)).body).toMatchObject({ earned: DEFAULT_INVITE_CONFIG.rewardPerInvite, claimableCount: 0 });
    expect((await sandbox.call('appAgent5UserLog', { pageNum: 1, pageSize: 10 }, a.token)).body.list).toMatchObject([{ kind: 'invite', amount: DEFAULT_INVITE_CONFIG.rewardPerInvite }]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('follows the configured mark', async () => {
    const sandbox = makeSandbox();
    await sandbox.setConfig({ minRechargeStatus: 0, inviteConfig: { ...DEFAULT_INVITE_CONFIG, validDeposit: 500 * PESO } });
    const a = await inviter(sandbox);
    const b = await friendByAccount(sandbox, a.code);
    await paidDeposit(sandbox, b.token, 200 * PESO);
    expect((await sandbox.call('actInviteUser', {}, a.token)).body.valid).toBe(0);
    await paidDeposit(sandbox, b.token, 300 * PESO);
    expect((await sandbox.call('actInviteUser', {}, a.token)).body.valid).toBe(1);
  });
});

describe('the invite wheel', () => {
  it('gives a free spin and one per valid invite, each spun once under 20 racing spins, and exchanges a round once', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(7) });
    await sandbox.setConfig({ inviteConfig: { ...DEFAULT_INVITE_CONFIG, exchangeThreshold: 5 * PESO } });
    const a = await inviter(sandbox, 100 * PESO);
    const guest = (await sandbox.call('actInviteUserStatus', {})).body;
    expect(guest).toMatchObject({ code: 200, loggedIn: false, spins: 0, exchangeThreshold: 5 * PESO });
    expect(guest.prizes).toHaveLength(DEFAULT_INVITE_CONFIG.spinPrizes.length);
    expect((await sandbox.call('actInviteUserStatus', {}, a.token)).body).toMatchObject({ loggedIn: true, spins: 1, winnings: 0 });
    expect((await sandbox.call('activityGetStatusList', {}, a.token)).body.spin).toBe(true);

    const spin = async () => (await sandbox.call('actInviteUserSpin', {}, a.token)).body;
    const first = await Promise.all(Array.from({ length: 20 }, () => spin()));
    expect(first.filter((r) => r.code === 200)).toHaveLength(1);
    expect(first.filter((r) => r.code === InviteErrorCode.noSpin)).toHaveLength(19);
    const won = first.find((r) => r.code === 200)!;
    expect(DEFAULT_INVITE_CONFIG.spinPrizes.find((p) => p.id === won.prizeId)?.amount).toBe(won.amount);

    // A valid invite: one more spin.
    const b = await friendByAccount(sandbox, a.code);
    await paidDeposit(sandbox, b.token, 100 * PESO);
    expect((await sandbox.call('actInviteUserStatus', {}, a.token)).body).toMatchObject({ spins: 1, used: 1, winnings: won.amount });
    const second = await spin();
    expect(second).toMatchObject({ code: 200, spins: 0, winnings: won.amount + second.amount });

    const exchange = async () => (await sandbox.call('actInviteUserExchange', {}, a.token)).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange()));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code === InviteErrorCode.belowThreshold)).toHaveLength(19);
    expect(grantsOf(sandbox, a.userId).filter((g) => g.kind === 'spin').map((g) => g.amount)).toEqual([won.amount + second.amount]);
    expect((await sandbox.call('actInviteUserStatus', {}, a.token)).body).toMatchObject({ spins: 0, winnings: 0, exchanged: 1 });
    expect((await sandbox.call('activityGetStatusList', {}, a.token)).body.spin).toBe(false);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('refuses an exchange below the threshold and spins while the wheel is closed', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(3) });
    const a = await inviter(sandbox);
    expect((await sandbox.call('actInviteUserSpin', {}, a.token)).body.code).toBe(200);
    expect((await sandbox.call('actInviteUserExchange', {}, a.token)).body).toMatchObject({ code: InviteErrorCode.belowThreshold, threshold: DEFAULT_INVITE_CONFIG.exchangeThreshold });
    await sandbox.setConfig({ inviteConfig: { ...DEFAULT_INVITE_CONFIG, status: 0, freeSpins: 5 } });
    expect((await sandbox.call('actInviteUserSpin', {}, a.token)).body.code).toBe(InviteErrorCode.closed);
    expect((await sandbox.call('actInviteUserSpin', {})).body.code).toBe(401);
  });

  it('draws by the configured weights', async () => {
    const sandbox = makeSandbox({ random: seededRandomInt(11) });
    await sandbox.setConfig({
      inviteConfig: { ...DEFAULT_INVITE_CONFIG, freeSpins: 100, spinPrizes: [{ id: 1, amount: 100, weight: 3 }, { id: 2, amount: 200, weight: 1 }, { id: 3, amount: 900, weight: 0 }] },
    });
    const a = await inviter(sandbox);
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push((await sandbox.call('actInviteUserSpin', {}, a.token)).body.prizeId as number);
    expect(ids.filter((id) => id === 3)).toHaveLength(0);
    const ones = ids.filter((id) => id === 1).length;
    expect(ones).toBeGreaterThan(60);
    expect(ones).toBeLessThan(90);
  });
});

describe('agent commission', () => {
  it('pays the configured share of the team’s settled bets, each bet once, once under 20 racing claims', async () => {
    const sandbox = makeSandbox();
    const a = await inviter(sandbox);
    const b = await friendByAccount(sandbox, a.code);
    const bCode = (await sandbox.call('actInviteUser', {}, b.token)).body.inviteCode as string;
    const c = await friendByAccount(sandbox, bCode);
    const outsider = await friendByAccount(sandbox);
    for (const p of [a, b, c, outsider]) await paidDeposit(sandbox, p.token, 2_000 * PESO);
    const [betA, betB, betC, betOut] = await Promise.all([a, b, c, outsider].map((p) => loser(sandbox, p.token)));
    for (let i = 0; i < 20; i++) betB!(50 * PESO); // ₱1,000 at level 1 (0.50%): ₱5
    for (let i = 0; i < 10; i++) betC!(50 * PESO); // ₱500 at level 2 (0.20%): ₱1
    betA!(50 * PESO); // the agent's own bets and a stranger's pay nothing
    betOut!(50 * PESO);
    const [l1, l2] = DEFAULT_AGENT5_CONFIG.levels;
    const expected = (1_000 * PESO * l1!.rateBp) / 10_000 + (500 * PESO * l2!.rateBp) / 10_000;
    expect(expected).toBe(600);

    const team = (await sandbox.call('appAgent5User', {}, a.token)).body;
    expect(team).toMatchObject({ code: 200, due: expected, teamSize: 2, levels: [{ level: 1, members: 1, bet: 1_000 * PESO }, { level: 2, members: 1, bet: 500 * PESO }, { level: 3, members: 0 }] });
    expect(team.members.map((m: { id: number; level: number }) => [m.id, m.level])).toEqual(expect.arrayContaining([[b.userId, 1], [c.userId, 2]]));
    expect((await sandbox.call('activityGetStatusList', {}, a.token)).body.agent5).toBe(true);

    const claim = async () => (await sandbox.call('appAgent5UserReceive', {}, a.token)).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim()));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code === InviteErrorCode.commissionBelowMin)).toHaveLength(19);
    expect(answers.find((r) => r.code === 200)).toMatchObject({ amount: expected, awards: [{ propId: 2001, count: expected }] });
    expect((await sandbox.call('appAgent5User', {}, a.token)).body).toMatchObject({ due: 0, earned: expected });

    // Later bets only: the watermark keeps each bet to one claim.
    for (let i = 0; i < 4; i++) betB!(50 * PESO); // ₱200 → ₱1
    expect((await sandbox.call('appAgent5User', {}, a.token)).body.due).toBe(100);
    expect(await claim()).toMatchObject({ code: 200, amount: 100 });
    expect(grantsOf(sandbox, a.userId).filter((g) => g.kind === 'agent').map((g) => g.amount)).toEqual([expected, 100]);
    const log = (await sandbox.call('appAgent5UserLog', { pageNum: 1, pageSize: 10 }, a.token)).body;
    expect(log.list).toMatchObject([
      { kind: 'commission', amount: 100, teamBet: 200 * PESO },
      { kind: 'commission', amount: expected, teamBet: 1_500 * PESO },
    ]);
    expect(ledgerMismatches(sandbox.db)).toEqual([]);
  });

  it('counts a member bound by agentFill from when they joined, and pays nothing below the least claim', async () => {
    const sandbox = makeSandbox();
    const a = await inviter(sandbox);
    const d = await friendByAccount(sandbox);
    await paidDeposit(sandbox, d.token, 1_000 * PESO);
    const bet = await loser(sandbox, d.token);
    bet(50 * PESO); // before joining A's team: not A's
    sandbox.clock.advance(1000);
    expect((await sandbox.call('agentFill', { pid: a.userId }, d.token)).body).toMatchObject({ code: 200, pid: a.userId });
    expect((await sandbox.call('appAgent5User', {}, a.token)).body.due).toBe(0);
    bet(10 * PESO); // ₱10 at 0.50%: ₱0.05, below the least claim of ₱1
    expect((await sandbox.call('appAgent5User', {}, a.token)).body.due).toBe(5);
    expect((await sandbox.call('appAgent5UserReceive', {}, a.token)).body).toMatchObject({ code: InviteErrorCode.commissionBelowMin, due: 5 });
    await sandbox.setConfig({ agent5Config: { ...DEFAULT_AGENT5_CONFIG, status: 0 } });
    expect((await sandbox.call('appAgent5UserReceive', {}, a.token)).body.code).toBe(InviteErrorCode.agentClosed);
  });
});
