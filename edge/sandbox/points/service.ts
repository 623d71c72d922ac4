// The points domain's surface: the settlement hook that earns them.
export { pointsHook } from './points';
