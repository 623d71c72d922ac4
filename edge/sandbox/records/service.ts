// The records domain's surface: the settled real-money rounds (bet_rounds), written by the game
// that settles them and summed for the self-limits and the tasks.
export { betTotalsSince, insertBetRound } from './bet-rounds';
