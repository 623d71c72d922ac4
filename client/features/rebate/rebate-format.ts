// How the rebate pages write a rate: basis points as a percentage with two decimals (30 → 0.30%).
import { BASIS_POINTS } from '../../../contract/rebate';

export const formatRate = (basisPoints: number): string => `${((basisPoints * 100) / BASIS_POINTS).toFixed(2)}%`;
