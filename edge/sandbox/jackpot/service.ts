// The jackpot domain's surface: the settlement hook that grows the pools, and the award flag.
export { hasDrawChance, jackpotPoolHook } from './jackpot';
