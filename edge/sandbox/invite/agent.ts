// The agent programme: the team is the invite tree below the player (as deep as the config's
// levels); each level pays its rate (basis points) of its members' settled real-money bets. A
// bet counts once: a claim pays the bets up to the newest round (the watermark) and the next claim
// starts after it; a member's bets count from when they joined the player's team.
import type { AppConfig } from '../../../contract/core';
import { InviteErrorCode, type AgentSummary, type InviteClaim, type InviteResponses } from '../../../contract/invite';
import { COIN_PROP_ID } from '../../../contract/mail';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { betsInRounds, lastRoundId } from '../records/service';
import { downline, findUserById, type TeamRow } from '../users/service';
import { claimableInvites, friendName } from './friends';
import { agentConfigOf, teamDepth } from './invite-config';
import { boundTimes, commissionWatermark, insertPayout, pagePayouts, payoutTotal } from './invite-store';

type Config = Pick<AppConfig, 'agent5Config'>;

const MAX_MEMBERS = 100;

interface Member extends TeamRow {
  /** When they joined the player's team: the latest binding on their path up to the player. */
  since: number;
}

function team(db: SandboxDb, userId: number, depth: number): Member[] {
  const rows = downline(db, userId, depth);
  const bound = boundTimes(db, rows.map((r) => r.id));
  const since = new Map<number, number>();
  const members: Member[] = [];
  for (const row of [...rows].sort((a, b) => a.level - b.level)) {
    const own = bound.get(row.id) ?? row.createdAt;
    const parent = row.level === 1 ? 0 : (since.get(row.pid) ?? 0);
    const at = Math.max(own, parent);
    since.set(row.id, at);
    members.push({ ...row, since: at });
  }
  return members;
}

/** Commission on the team's bets in rounds (afterId, upToId], per level. */
function commission(db: SandboxDb, config: Config, members: readonly Member[], afterId: number, upToId: number) {
  const agent = agentConfigOf(config);
  const betOf = new Map(members.map((m) => [m.id, betsInRounds(db, m.id, afterId, upToId, m.since)]));
  const levels = agent.levels.map(({ level, rateBp }) => {
    const inLevel = members.filter((m) => m.level === level);
    const bet = inLevel.reduce((sum, m) => sum + (betOf.get(m.id) ?? 0), 0);
    return { level, rateBp, members: inLevel.length, bet, commission: Math.floor((bet * rateBp) / 10_000) };
  });
  return { agent, levels, betOf, due: levels.reduce((s, l) => s + l.commission, 0), teamBet: levels.reduce((s, l) => s + l.bet, 0) };
}

export function agentSummary(db: SandboxDb, config: Config & Pick<AppConfig, 'inviteConfig'>, userId: number): AgentSummary {
  const agent = agentConfigOf(config);
  const members = team(db, userId, Math.max(1, teamDepth(agent)));
  const { levels, due, betOf } = commission(db, config, members, commissionWatermark(db, userId), lastRoundId(db));
  const waiting = claimableInvites(db, config, userId);
  return {
    open: agent.status === 1,
    levels,
    due: agent.status === 1 ? due : 0,
    minClaim: agent.minClaim,
    earned: payoutTotal(db, userId, 'commission'),
    members: members.slice(0, MAX_MEMBERS).map((m) => ({ id: m.id, name: friendName(m), level: m.level, joinTime: m.since, bet: betOf.get(m.id) ?? 0 })),
    teamSize: members.length,
    inviteClaimable: waiting.amount,
    inviteClaimableCount: waiting.count,
    pid: findUserById(db, userId)?.pid ?? 0,
  };
}

/** True when commission or a valid-invite reward can be claimed (the agent5 award flag and the agent red dot). */
export function hasAgentReward(db: SandboxDb, config: Config & Pick<AppConfig, 'inviteConfig'>, userId: number): boolean {
  if (claimableInvites(db, config, userId).count > 0) return true;
  const agent = agentConfigOf(config);
  if (agent.status !== 1) return false;
  const members = team(db, userId, teamDepth(agent));
  if (members.length === 0) return false;
  return commission(db, config, members, commissionWatermark(db, userId), lastRoundId(db)).due >= agent.minClaim;
}

/** Claims the commission due, once: the watermark moves to the newest round in the same IMMEDIATE transaction. */
export function claimCommission(db: SandboxDb, config: Config & Pick<AppConfig, 'bonusTurnover'>, userId: number, now: number): InviteClaim & { amount: number } {
  return db.transaction(() => {
    const agent = agentConfigOf(config);
    if (agent.status !== 1) throw new CallFailure(InviteErrorCode.agentClosed, 'The agent programme is closed');
    const upTo = lastRoundId(db);
    const members = team(db, userId, teamDepth(agent));
    const { due, teamBet } = commission(db, config, members, commissionWatermark(db, userId), upTo);
    if (due < agent.minClaim || due <= 0) throw new CallFailure(InviteErrorCode.commissionBelowMin, 'The commission due is below the least a claim pays', { due, minClaim: agent.minClaim });
    insertPayout(db, { userId, kind: 'commission', amount: due, teamBet, watermark: upTo, now });
    const grant = grantBonus(db, config, { userId, kind: 'agent', claimKey: `agent:${upTo}`, ref: `agent:${upTo}`, amount: due, now });
    if (!grant.granted) throw new Error('a commission was paid twice');
    return { awards: [{ propId: COIN_PROP_ID, count: due }], coin: grant.coin, bonusStatus: grant.status, amount: due };
  }).immediate();
}

export const agentLog = (db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): InviteResponses['appAgent5UserLog'] => {
  const { list, total } = pagePayouts(db, userId, page);
  return { list, pages: Math.ceil(total / page.pageSize), total };
};
