// The records domain's surface: the settled real-money rounds (bet_rounds), written by the game
// that settles them and summed for the self-limits and the bonus turnover.
export { betTotalsSince, insertBetRound, reportBetRounds } from './bet-rounds';
