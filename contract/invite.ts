// Invite and agent (spec §2 /share, /activity/spin, /agent; §7 "Invite and agent", "Agent"):
// every player has an invite code and links (`inviteCode`, `shareUrlMap`); a friend who opens a
// link and registers, by any method, is bound to the inviter once (`pid`); a friend becomes a
// valid invite once their paid deposits reach `InviteConfig.validDeposit`, and only then pays the
// inviter (an `invite` bonus, claimed) and gives the inviter spins of the invite wheel, whose
// winnings gather until `exchangeThreshold` and are then exchanged for a `spin` bonus. The agent
// programme pays a share of the team's settled real-money bets (the invite tree, `levels` deep)
// as an `agent` bonus. Request and answer shapes are contract additions (the spec names the calls).
import type { Award } from './mail';
import type { INVITE_SCHEMAS } from './invite.schemas';
import { callFactory, tableOf } from './call-row';
import { actInviteClickInvite, type InviteClickAnswer } from './invite-click';

export { actInviteClickInvite };

export const InviteErrorCode = {
  /** The invite programme is switched off. */
  closed: 2171,
  /** No player has this invite code (or referrer id). */
  unknownCode: 2172,
  /** A player cannot invite themselves. */
  selfInvite: 2173,
  /** The referrer is in the player's own team (the tree would loop). */
  loop: 2174,
  /** The player already has a referrer. */
  alreadyBound: 2175,
  /** No spin left. */
  noSpin: 2176,
  /** The spin winnings are below the exchange threshold. */
  belowThreshold: 2177,
  /** No valid invite waits for its reward. */
  nothingToClaim: 2178,
  /** The agent programme is switched off. */
  agentClosed: 2179,
  /** The commission due is below the least that can be claimed. */
  commissionBelowMin: 2180,
} as const;

/** One prize of the invite wheel (`weight` in parts of the total). */
export interface SpinPrize {
  id: number;
  /** Hundredths added to the spin winnings. */
  amount: number;
  weight: number;
}

/** The operator's invite programme (`AppConfig.inviteConfig`, contract addition). */
export interface InviteConfig {
  status: 0 | 1;
  /** A friend is a valid invite once their paid deposits reach this (hundredths). */
  validDeposit: number;
  /** Paid to the inviter for each valid invite (hundredths). */
  rewardPerInvite: number;
  /** Wheel spins each valid invite gives. */
  spinsPerInvite: number;
  /** Spins every player has to try the wheel. */
  freeSpins: number;
  spinPrizes: SpinPrize[];
  /** Spin winnings exchange for a bonus once they reach this (hundredths). */
  exchangeThreshold: number;
  /** Valid invites that reach the VIP gift ('Invitation goal reached!'); 0: none. */
  giftGoal: number;
  /** Where the VIP gift is claimed (the player's UID is copied first): a path of the app or an https URL. */
  giftLink: string;
}

/** One level of the team (1: direct friends). */
export interface AgentLevel {
  level: number;
  /** Commission in basis points (1/10,000) of the level's settled real-money bets. */
  rateBp: number;
}

/** The operator's agent programme (`AppConfig.agent5Config`, contract addition). */
export interface Agent5Config {
  status: 0 | 1;
  /** At most 5 levels deep. */
  levels: AgentLevel[];
  /** The least commission a claim pays (hundredths). */
  minClaim: number;
}

export const DEFAULT_INVITE_CONFIG: InviteConfig = {
  status: 1,
  validDeposit: 100 * 100,
  rewardPerInvite: 50 * 100,
  spinsPerInvite: 1,
  freeSpins: 1,
  spinPrizes: [
    { id: 1, amount: 5 * 100, weight: 40 },
    { id: 2, amount: 10 * 100, weight: 30 },
    { id: 3, amount: 20 * 100, weight: 15 },
    { id: 4, amount: 50 * 100, weight: 10 },
    { id: 5, amount: 100 * 100, weight: 4 },
    { id: 6, amount: 500 * 100, weight: 1 },
  ],
  exchangeThreshold: 100 * 100,
  giftGoal: 10,
  giftLink: '/service/vip',
};

export const DEFAULT_AGENT5_CONFIG: Agent5Config = {
  status: 1,
  levels: [
    { level: 1, rateBp: 50 },
    { level: 2, rateBp: 20 },
    { level: 3, rateBp: 10 },
  ],
  minClaim: 1 * 100,
};

/** The inviter's page (actInviteUser). Amounts in hundredths. */
export interface InviteSummary {
  open: boolean;
  /** The player's id (the UID the VIP gift asks for). */
  uid: number;
  inviteCode: string;
  /** Links to share, as paths of this app (`register`: the registration page with the code; `home`: the home page with it). */
  shareUrlMap: { register: string; home: string };
  /** Opens of the player's links (one a visitor a day). */
  clicks: number;
  /** Friends bound to the player. */
  invited: number;
  /** Of them, valid invites. */
  valid: number;
  validDeposit: number;
  rewardPerInvite: number;
  /** Invite rewards paid so far. */
  earned: number;
  /** Valid invites whose reward waits to be claimed, and what they pay. */
  claimableCount: number;
  claimable: number;
  giftGoal: number;
  giftLink: string;
}

/** One invited friend (masked: the inviter never sees a friend's full name or number). */
export interface InviteRecordRow {
  id: number;
  name: string;
  /** When they were bound (ms). */
  joinTime: number;
  /** 'waiting': not yet a valid invite; 'claimable': valid, reward not claimed; 'claimed'. */
  status: 'waiting' | 'claimable' | 'claimed';
  /** What the friend's valid invite pays (or paid). */
  reward: number;
}

/** The invite wheel (actInviteUserStatus, public: a guest sees the prizes). */
export interface InviteSpinStatus {
  open: boolean;
  loggedIn: boolean;
  prizes: { id: number; amount: number }[];
  spinsPerInvite: number;
  exchangeThreshold: number;
  validDeposit: number;
  /** Spins left, used, and the winnings gathered since the last exchange (0 for a guest). */
  spins: number;
  used: number;
  winnings: number;
  /** Exchanges made so far. */
  exchanged: number;
}

export interface InviteSpinResult {
  prizeId: number;
  amount: number;
  spins: number;
  winnings: number;
}

export interface InviteClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

/** A member of the player's team (masked), with their settled real-money bets since they joined. */
export interface TeamMember {
  id: number;
  name: string;
  level: number;
  joinTime: number;
  bet: number;
}

/** The agent's page (appAgent5User). */
export interface AgentSummary {
  open: boolean;
  levels: { level: number; rateBp: number; members: number; bet: number; commission: number }[];
  /** Commission due now (bets since the last claim), and the least a claim pays. */
  due: number;
  minClaim: number;
  /** Commission paid so far. */
  earned: number;
  /** The newest members (at most 100). */
  members: TeamMember[];
  teamSize: number;
  /** Valid invites whose reward waits (appAgent5UserInviteValidReceive). */
  inviteClaimable: number;
  inviteClaimableCount: number;
  /** The player's referrer (0: none yet; agentFill may set one). */
  pid: number;
}

export interface AgentLogRow {
  id: number;
  kind: 'commission' | 'invite';
  amount: number;
  /** The team's bets the commission was paid on (0 for an invite reward). */
  teamBet: number;
  createTime: number;
}

export interface InviteResponses {
  actInviteUser: InviteSummary;
  actInviteUserRecord: { list: InviteRecordRow[]; pages: number; total: number };
  actInviteUserStatus: InviteSpinStatus;
  actInviteUserSpin: InviteSpinResult;
  actInviteUserExchange: InviteClaim & { amount: number };
  actInviteClickInvite: InviteClickAnswer;
  appAgent5User: AgentSummary;
  appAgent5UserLog: { list: AgentLogRow[]; pages: number; total: number };
  appAgent5UserReceive: InviteClaim & { amount: number };
  appAgent5UserInviteValidReceive: InviteClaim & { count: number; amount: number };
  agentFill: { pid: number };
}

const call = /*#__PURE__*/ callFactory<typeof INVITE_SCHEMAS, InviteResponses>();

export const actInviteUser = /*#__PURE__*/ call('actInviteUser');
export const actInviteUserRecord = /*#__PURE__*/ call('actInviteUserRecord');
export const actInviteUserStatus = /*#__PURE__*/ call('actInviteUserStatus', { session: 'optional', on401: 'ignore' });
export const actInviteUserSpin = /*#__PURE__*/ call('actInviteUserSpin');
export const actInviteUserExchange = /*#__PURE__*/ call('actInviteUserExchange');
export const appAgent5User = /*#__PURE__*/ call('appAgent5User');
export const appAgent5UserLog = /*#__PURE__*/ call('appAgent5UserLog');
export const appAgent5UserReceive = /*#__PURE__*/ call('appAgent5UserReceive');
export const appAgent5UserInviteValidReceive = /*#__PURE__*/ call('appAgent5UserInviteValidReceive');
export const agentFill = /*#__PURE__*/ call('agentFill');

export const INVITE_CALLS = /*#__PURE__*/ tableOf(
  actInviteUser,
  actInviteUserRecord,
  actInviteUserStatus,
  actInviteUserSpin,
  actInviteUserExchange,
  actInviteClickInvite,
  appAgent5User,
  appAgent5UserLog,
  appAgent5UserReceive,
  appAgent5UserInviteValidReceive,
  agentFill,
);
