// The inviter's side: binding a friend (at registration, by every method, through the registration
// hook; or later by agentFill), the opens of the links, the summary and records of /share, and
// the valid-invite rewards (one `invite` bonus a friend, claimed).
import { COIN_PROP_ID } from '../../../contract/mail';
import { InviteErrorCode, type InviteClaim, type InviteRecordRow, type InviteResponses, type InviteSummary } from '../../../contract/invite';
import type { AppConfig } from '../../../contract/core';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import type { RegistrationHook } from '../hooks';
import { manilaDate } from '../lib/money-text';
import { sha256 } from '../lib/secrets';
import { downline, findUserById, findUserByInviteCode, setReferrerOnce, uplineIds, type TeamRow } from '../users/service';
import { inviteConfigOf } from './invite-config';
import { clickCount, insertBinding, insertClick, insertPayout, pageFriends, payoutTotal, rewardedFriends } from './invite-store';
import { maskName } from '../lib/mask-name';

/** A friend's name as the inviter sees it: the middle hidden (nickname, else account, else phone). */
export const friendName = (row: Pick<TeamRow, 'id' | 'nickname' | 'account' | 'mobile'>): string =>
  maskName(row.nickname || row.account || row.mobile || `${row.id}`);

/** A friend bound at registration (any method: the row's pid came from the invite code) gets their binding's time. */
export const inviteBindingHook: RegistrationHook = ({ db, userId, now }) => {
  const pid = findUserById(db, userId)?.pid ?? 0;
  if (pid !== 0 && pid !== userId) insertBinding(db, { userId, inviterId: pid, source: 'register', now });
};

/** agentFill: binds the player to referrer `pid` when they have none, refusing themselves and their own team. */
export function fillReferrer(db: SandboxDb, userId: number, pid: number, now: number): InviteResponses['agentFill'] {
  return db.transaction(() => {
    if (pid === userId) throw new CallFailure(InviteErrorCode.selfInvite, 'You cannot be your own referrer');
    const me = findUserById(db, userId);
    if (!me) throw new CallFailure(InviteErrorCode.unknownCode, 'No such player');
    if (me.pid !== 0) {
      if (me.pid === pid) return { pid };
      throw new CallFailure(InviteErrorCode.alreadyBound, 'You already have a referrer', { pid: me.pid });
    }
    if (!findUserById(db, pid)) throw new CallFailure(InviteErrorCode.unknownCode, 'No player has this id');
    // The referrer may not be below the player: the tree would loop.
    if (uplineIds(db, pid, 10_000).includes(userId)) throw new CallFailure(InviteErrorCode.loop, 'This player is in your own team');
    if (!setReferrerOnce(db, userId, pid)) throw new CallFailure(InviteErrorCode.alreadyBound, 'You already have a referrer');
    insertBinding(db, { userId, inviterId: pid, source: 'agentFill', now });
    return { pid };
  }).immediate();
}

/** Counts an open of the link of `inviteCode` (one a visitor a Manila day; the inviter's own opens do not count). */
export function recordClick(db: SandboxDb, inviteCode: string, visitor: { visitorId?: string; address: string; userId: number | null }, now: number): InviteResponses['actInviteClickInvite'] {
  const inviter = findUserByInviteCode(db, inviteCode);
  if (!inviter) throw new CallFailure(InviteErrorCode.unknownCode, 'This invite code is not valid');
  if (visitor.userId === inviter.id) return { recorded: false };
  const key = visitor.visitorId ? `v:${visitor.visitorId}` : `a:${sha256(visitor.address || 'unknown')}`;
  return { recorded: insertClick(db, inviter.id, key, manilaDate(now), now) };
}

/** The player's direct friends with their state. */
function friendStates(db: SandboxDb, config: Pick<AppConfig, 'inviteConfig'>, userId: number) {
  const invite = inviteConfigOf(config);
  const friends = downline(db, userId, 1);
  const paid = rewardedFriends(db, userId);
  const valid = friends.filter((f) => f.totalRecharge >= invite.validDeposit);
  const claimable = valid.filter((f) => !paid.has(f.id));
  return { invite, friends, valid, claimable, paid };
}

/** Valid invites (direct friends whose paid deposits reached the config's mark). */
export const validInviteCount = (db: SandboxDb, config: Pick<AppConfig, 'inviteConfig'>, userId: number): number => friendStates(db, config, userId).valid.length;

/** What valid-invite rewards wait to be claimed. */
export function claimableInvites(db: SandboxDb, config: Pick<AppConfig, 'inviteConfig'>, userId: number): { count: number; amount: number } {
  const { invite, claimable } = friendStates(db, config, userId);
  const open = invite.status === 1 && invite.rewardPerInvite > 0;
  return open ? { count: claimable.length, amount: claimable.length * invite.rewardPerInvite } : { count: 0, amount: 0 };
}

export function inviteSummary(db: SandboxDb, config: Pick<AppConfig, 'inviteConfig'>, userId: number): InviteSummary {
  const user = findUserById(db, userId);
  if (!user) throw new CallFailure(InviteErrorCode.unknownCode, 'No such player');
  const { invite, friends, valid } = friendStates(db, config, userId);
  const waiting = claimableInvites(db, config, userId);
  const code = encodeURIComponent(user.invite_code);
  return {
    open: invite.status === 1,
    uid: user.id,
    inviteCode: user.invite_code,
    shareUrlMap: { register: `/auth/register?inviteCode=${code}`, home: `/?inviteCode=${code}` },
    clicks: clickCount(db, userId),
    invited: friends.length,
    valid: valid.length,
    validDeposit: invite.validDeposit,
    rewardPerInvite: invite.rewardPerInvite,
    earned: payoutTotal(db, userId, 'invite'),
    claimableCount: waiting.count,
    claimable: waiting.amount,
    giftGoal: invite.giftGoal,
    giftLink: invite.giftLink,
  };
}

/** One page of the friends the player invited, masked, newest first. */
export function inviteRecords(db: SandboxDb, config: Pick<AppConfig, 'inviteConfig'>, userId: number, page: { pageNum: number; pageSize: number }): InviteResponses['actInviteUserRecord'] {
  const invite = inviteConfigOf(config);
  const paid = rewardedFriends(db, userId);
  const { list, total } = pageFriends(db, userId, page);
  const rows: InviteRecordRow[] = list.flatMap(({ userId: friendId, boundAt }) => {
    const friend = findUserById(db, friendId);
    if (!friend) return [];
    const status = paid.has(friendId) ? 'claimed' : friend.total_recharge >= invite.validDeposit ? 'claimable' : 'waiting';
    return [{ id: friendId, name: friendName(friend), joinTime: boundAt, status, reward: invite.rewardPerInvite }];
  });
  return { list: rows, pages: Math.ceil(total / page.pageSize), total };
}

/** Pays every valid invite not yet paid, one `invite` bonus a friend, in one IMMEDIATE transaction. */
export function claimInviteRewards(db: SandboxDb, config: Pick<AppConfig, 'inviteConfig' | 'bonusTurnover'>, userId: number, now: number): InviteClaim & { count: number; amount: number } {
  return db.transaction(() => {
    const { invite, claimable } = friendStates(db, config, userId);
    if (invite.status !== 1 || invite.rewardPerInvite <= 0) throw new CallFailure(InviteErrorCode.closed, 'Invite rewards are closed');
    if (claimable.length === 0) throw new CallFailure(InviteErrorCode.nothingToClaim, 'No valid invite waits for its reward');
    let result: { coin: number; status: InviteClaim['bonusStatus'] } = { coin: 0, status: 'released' };
    let count = 0;
    for (const friend of claimable) {
      if (!insertPayout(db, { userId, kind: 'invite', amount: invite.rewardPerInvite, friendId: friend.id, now })) continue;
      const grant = grantBonus(db, config, { userId, kind: 'invite', claimKey: `invite:${friend.id}`, ref: `friend:${friend.id}`, amount: invite.rewardPerInvite, now });
      if (!grant.granted) throw new Error('a valid invite was paid twice');
      result = { coin: grant.coin, status: grant.status };
      count++;
    }
    const amount = count * invite.rewardPerInvite;
    return { awards: [{ propId: COIN_PROP_ID, count: amount }], coin: result.coin, bonusStatus: result.status, count, amount };
  }).immediate();
}
