// The records domain's surface: the settled real-money rounds (bet_rounds), written by the game
// that settles them and summed for the self-limits, the tasks, the bet rebate and the fund.
export { betsAfterRound, betTotalsBetween, betTotalsSince, gameTotalsSince, insertBetRound } from './bet-rounds';
