// The wallet domain's surface: deposits and withdrawals as the self-limits and tasks count them, the
// largest withdrawal and placing one (an excluded player's payout), the operator's review timer,
// the open orders a break or an exclusion closes, and the dev endpoints' settlements and platform balances.
export { closeOpenOrders, depositsHeldSince, paidSince, publicOrder, settleOrder } from './deposit-orders';
export { setPlatformBalance } from './platform-balances';
export { REVIEW_DELAY_MS, startWithdrawalReview } from './withdrawal-review';
export { largestWithdrawal, placeWithdrawal } from './withdraw-rules';
export { publicRequest, settleWithdrawal, withdrawalTotals } from './withdrawals';
