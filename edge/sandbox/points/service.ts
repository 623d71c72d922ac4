// The points domain's surface: the settlement hook that earns them, and points won elsewhere (a jackpot cell).
export { pointsHook } from './points';
export { addPoints } from './points-store';
