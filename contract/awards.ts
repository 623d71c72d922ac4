// The award flags: what waits for the player (red dots on entry points). The kernel polls them,
// so this domain stays apart from the features' calls (it rides in the first paint).
import type { AWARDS_SCHEMAS } from './awards.schemas';
import { callFactory, tableOf } from './call-row';

/** The award flags of spec section 3: true where something waits for the player. */
export interface AwardFlags {
  spin: boolean;
  task: boolean;
  agent5: boolean;
  vip: boolean;
  signIn: boolean;
  email: boolean;
  canReceiveDrawChance: boolean;
  /** Last week's fund waits to be claimed (contract addition; absent: false). */
  fund?: boolean;
}

export interface AwardsResponses {
  activityGetStatusList: AwardFlags;
}

const call = /*#__PURE__*/ callFactory<typeof AWARDS_SCHEMAS, AwardsResponses>();

// Red dots only: a 401 here must not end the session by itself (the session calls do that).
export const activityGetStatusList = /*#__PURE__*/ call('activityGetStatusList', { on401: 'ignore' });

export const AWARDS_CALLS = /*#__PURE__*/ tableOf(activityGetStatusList);
