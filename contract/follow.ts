// Follow rewards (spec §2 /activity/follow, activity FollowRewards 21; the calls are a contract
// addition): the operator's social channels (`AppConfig.followConfig`), each paying a small free
// bonus once per player after the player opened it from the app (followVisit, then followReceive).
import type { Award } from './mail';
import type { FOLLOW_SCHEMAS } from './follow.schemas';
import { callFactory, tableOf } from './call-row';

export const FollowErrorCode = {
  /** No such channel (or the follow rewards are switched off). */
  unknownChannel: 2066,
  /** Follow the channel first (open it from the page). */
  notVisited: 2067,
  /** This channel's reward was already claimed. */
  alreadyClaimed: 2068,
} as const;

/** One channel as the operator sets it (`AppConfig.followConfig.channels`, contract addition). */
export interface FollowChannelDef {
  /** A short key: 'facebook', 'telegram', 'youtube', 'tiktok' (others show a generic icon). */
  id: string;
  /** The page's or account's name as the player will find it. */
  name: string;
  /** An https URL (anything else is left out). */
  url: string;
  /** Coins paid once (hundredths). */
  reward: number;
}

export interface FollowChannelView extends FollowChannelDef {
  /** Opened from the app (a guest: false). */
  visited: boolean;
  claimed: boolean;
}

export interface FollowClaim {
  awards: Award[];
  coin: number;
  bonusStatus: 'pending' | 'locked' | 'released';
}

export interface FollowResponses {
  /** The channels, with the player's state (guests too: nothing visited or claimed). */
  followInfo: { channels: FollowChannelView[] };
  /** Records that the player opened the channel. */
  followVisit: { channel: FollowChannelView };
  followReceive: FollowClaim;
}

const call = /*#__PURE__*/ callFactory<typeof FOLLOW_SCHEMAS, FollowResponses>();

export const followInfo = /*#__PURE__*/ call('followInfo', { session: 'optional' });
export const followVisit = /*#__PURE__*/ call('followVisit');
export const followReceive = /*#__PURE__*/ call('followReceive');

export const FOLLOW_CALLS = /*#__PURE__*/ tableOf(followInfo, followVisit, followReceive);
