// Rates in basis points (10000 = 100%) as players read them: 30 → "0.30%", 9560 → "95.6%" with one decimal.
export const formatRate = (basisPoints: number, decimals = 2): string => `${(basisPoints / 100).toFixed(decimals)}%`;
