// Activity ids of the spec's enumeration that the app acts on (click rules, route guards), in a
// file of their own so the first paint's route table carries the numbers and nothing else.

/** Activity ids (spec enumeration) used by the click rules and the activity-access guard. */
export const ActivityId = {
  defaultEntry: 0,
  Bind: 4,
  VIP: 8,
  points: 9,
  Fund: 16,
  InviteUserSpin: 20,
  FollowRewards: 21,
  FreeLoginBonus: 23,
  AccumulatedRecharge: 28,
  FreeSign: 36,
  Agent5: 41,
  Tasks: 42,
  FirstDeposit: 44,
  vipRebate: 45,
  LuckyJackpot: 47,
  Rank: 50,
  SlotsHack: 51,
  Lottery: 55,
  Tasks1: 10000,
} as const;
