// The props domain's surface: what other domains use to give, take and count non-money props.
export { moveProps, propCount, propHoldings, propMoveDelta, propMoves } from './holdings';
