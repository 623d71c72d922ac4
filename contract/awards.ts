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

// Red dots; a 401 here logs out like any non-public call (spec section 8).
export const activityGetStatusList = /*#__PURE__*/ call('activityGetStatusList');

export const AWARDS_CALLS = /*#__PURE__*/ tableOf(activityGetStatusList);
