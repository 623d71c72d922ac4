// The first-deposit offer as this player (or a guest: their key is '') sees it: tiers, and what
// the first deposit paid. It resets with the session. Read by the page and the popup; apart from
// the accumulated deposits' claim, so the popup on home loads no mutation code.
import { call } from '../../api/http';
import * as rewardCalls from '../../../contract/deposit-rewards';
import { query } from '../../stores/server-state';
import { $viewer } from '../../stores/session';

export const $firstDepositInfo = query($viewer, () => call(rewardCalls.firstDepositInfo, {}));
