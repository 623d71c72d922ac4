// The scratch card domain's surface: everyone's newest prizes (the diamond shop's ticker).
export { recentResults as recentScratchWins } from './scratch-store';
