// Follow rewards: the operator's social channels (`followConfig`), each paying its reward once per
// player (claim key `follow:<channel>`, a free `follow` bonus: pending before the first deposit),
// after the player opened it from the app (the visit is a link mark of the tasks domain).
import type { AppConfig } from '../../../contract/core';
import { FollowErrorCode, type FollowChannelDef, type FollowChannelView, type FollowClaim } from '../../../contract/follow';
import { FOLLOW_CHANNEL_PATTERN } from '../../../contract/follow.schemas';
import { COIN_PROP_ID } from '../../../contract/mail';
import { safeExternalUrl } from '../../../contract/safe-url';
import { grantBonus, grantedClaims } from '../bonus/service';
import type { SandboxDb } from '../db-types';
import { CallFailure } from '../handler';
import { markLinkVisit, visitedLinks } from '../tasks/service';

type FollowConfig = Pick<AppConfig, 'followConfig' | 'bonusTurnover'>;

const keyOf = (channel: string) => `follow:${channel}`;

const isChannel = (value: unknown): value is FollowChannelDef => {
  const c = value as Partial<FollowChannelDef> | null;
  return (
    !!c &&
    typeof c.id === 'string' &&
    FOLLOW_CHANNEL_PATTERN.test(c.id) &&
    typeof c.name === 'string' &&
    c.name.trim() !== '' &&
    safeExternalUrl(c.url) !== null &&
    Number.isSafeInteger(c.reward) &&
    (c.reward ?? 0) > 0
  );
};

/** The operator's channels (malformed entries, unsafe URLs and repeated ids left out; none while off). */
function channelsOf(config: FollowConfig): FollowChannelDef[] {
  const follow = config.followConfig;
  if (!follow || follow.status !== 1 || !Array.isArray(follow.channels)) return [];
  const seen = new Set<string>();
  return follow.channels.filter((channel) => isChannel(channel) && !seen.has(channel.id) && seen.add(channel.id)).map(({ id, name, url, reward }) => ({ id, name, url, reward }));
}

/** The channels with the player's state (a guest: `userId` null, nothing visited or claimed). */
export function followChannels(db: SandboxDb, config: FollowConfig, userId: number | null): FollowChannelView[] {
  const channels = channelsOf(config);
  const keys = channels.map((channel) => keyOf(channel.id));
  const visited = userId === null ? new Set<string>() : visitedLinks(db, userId, keys);
  const claimed = userId === null ? new Set<string>() : grantedClaims(db, userId, keys);
  return channels.map((channel) => ({ ...channel, visited: visited.has(keyOf(channel.id)), claimed: claimed.has(keyOf(channel.id)) }));
}

function findChannel(config: FollowConfig, id: string): FollowChannelDef {
  const channel = channelsOf(config).find((c) => c.id === id);
  if (!channel) throw new CallFailure(FollowErrorCode.unknownChannel, 'There is no such channel');
  return channel;
}

/** Records that the player opened `id`; answers the channel as it now stands. */
export function visitChannel(db: SandboxDb, config: FollowConfig, userId: number, id: string, now: number): FollowChannelView {
  findChannel(config, id);
  markLinkVisit(db, userId, keyOf(id), now);
  return followChannels(db, config, userId).find((channel) => channel.id === id)!;
}

/** Pays a visited channel's reward once. */
export function claimChannel(db: SandboxDb, config: FollowConfig, userId: number, id: string, now: number): FollowClaim {
  const channel = findChannel(config, id);
  return db.transaction((): FollowClaim => {
    if (!visitedLinks(db, userId, [keyOf(id)]).has(keyOf(id))) throw new CallFailure(FollowErrorCode.notVisited, 'Follow the channel first');
    const grant = grantBonus(db, config, { userId, kind: 'follow', claimKey: keyOf(id), amount: channel.reward, now });
    if (!grant.granted) throw new CallFailure(FollowErrorCode.alreadyClaimed, 'You already claimed this reward');
    return { awards: [{ propId: COIN_PROP_ID, count: channel.reward }], coin: grant.coin, bonusStatus: grant.status };
  }).immediate();
}
