// The follow page's data (followInfo, guests too) and its actions: record that the player opened
// a channel (the answer updates the list at once) and claim a visited channel's reward (once: the
// reward modal says it is a free bonus waiting for a first deposit when it is).
import { call } from '../../api/http';
import * as followCalls from '../../../contract/follow';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token, $viewer } from '../../stores/session';


/** The channels with the player's state. */
export const $followInfo = query($viewer, () => call(followCalls.followInfo, {}));

/** Records that the player opened a channel. */
export const $visitChannel = mutation($token, (channelId: string) => call(followCalls.followVisit, { channelId }), {
  done: ({ channel }) => $followInfo.mutate((data) => data && { channels: data.channels.map((c) => (c.id === channel.id ? channel : c)) }),
});

/** Claims a visited channel's reward. */
export const $claimChannel = mutation($token, (channelId: string) => call(followCalls.followReceive, { channelId }), { done: showClaimedReward, refreshes: [$followInfo] });
