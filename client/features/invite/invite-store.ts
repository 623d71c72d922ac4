// The invite, wheel and agent data: the player's links and friends (actInviteUser, records), the
// wheel (public status, spins, the exchange), the agent's team, log and claims, and agentFill.
// Claims go through mutations (pending at once, one request in flight) and end in the reward modal.
import { call } from '../../api/http';
import * as inviteCalls from '../../../contract/invite';
import type { AgentLogRow, InviteRecordRow } from '../../../contract/invite';
import { showClaimedReward } from '../../stores/reward-claim';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { pagedList } from '../../stores/server-state-paged';
import { $token, $viewer } from '../../stores/session';

const PAGE_SIZE = 20;

/** The player's code, links, counts and rewards. */
export const $inviteSummary = query($token, () => call(inviteCalls.actInviteUser, {}));

/** The friends the player invited, newest first. */
export const $inviteRecords = pagedList<string, InviteRecordRow>(
  $token,
  async (_token, pageNum) => {
    const page = await call(inviteCalls.actInviteUserRecord, { pageNum, pageSize: PAGE_SIZE });
    return { items: page.list, done: pageNum >= page.pages };
  },
  (row) => row.id,
);

/** The wheel (guests see the prizes). */
export const $spinStatus = query($viewer, () => call(inviteCalls.actInviteUserStatus, {}));

/** Spins once; the page animates to the prize, then reloads the status. */
export const $spinWheel = mutation($token, () => call(inviteCalls.actInviteUserSpin, {}));

/** Exchanges the gathered winnings for a bonus. */
export const $exchangeWinnings = mutation($token, () => call(inviteCalls.actInviteUserExchange, {}), { done: showClaimedReward, refreshes: [$spinStatus] });

/** The team, the commission due and the waiting invite rewards. */
export const $agent = query($token, () => call(inviteCalls.appAgent5User, {}));

/** The agent's payouts, newest first. */
export const $agentLog = pagedList<string, AgentLogRow>(
  $token,
  async (_token, pageNum) => {
    const page = await call(inviteCalls.appAgent5UserLog, { pageNum, pageSize: PAGE_SIZE });
    return { items: page.list, done: pageNum >= page.pages };
  },
  (row) => row.id,
);

export const $claimCommission = mutation($token, () => call(inviteCalls.appAgent5UserReceive, {}), { done: showClaimedReward, refreshes: [$agent, $agentLog] });

/** Claims every valid invite's reward. */
export const $claimInviteRewards = mutation($token, () => call(inviteCalls.appAgent5UserInviteValidReceive, {}), {
  done: showClaimedReward,
  refreshes: [$agent, $inviteSummary, $inviteRecords, $spinStatus],
});

/** Binds a referrer by their player id. */
export const $fillReferrer = mutation($token, (pid: number) => call(inviteCalls.agentFill, { pid }), { refreshes: [$agent] });
