// The deposit-rewards domain's surface: the first-deposit reward, paid by the wallet inside the
// transaction of a player's first paid deposit, and what an order paid of it.
export { firstDepositRewardOf, payFirstDepositReward } from './first-deposit';
