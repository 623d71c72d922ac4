// The records domain's surface: the settled real-money rounds (bet_rounds), written by the game
// that settles them and summed for the self-limits, the tasks, the bet rebate, the fund, the agent
// commission and the slots hack.
export { betsAfterRound, betsInRounds, betTotalsBetween, betTotalsSince, gameTotalsSince, insertBetRound, lastRoundId } from './bet-rounds';
