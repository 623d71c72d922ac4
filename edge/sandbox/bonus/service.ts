// The bonus domain's surface: the only way a reward reaches a balance (grantBonus, once per
// claim key), the top-up gate's release (creditPendingGrants, from the deposit that pays), the
// turnover of bets (a settlement hook), what is held and why (bonusSummary), and what a claim paid
// (grantByClaim, grantedClaims, claimsWithPrefix).
export { bonusSummary, claimsWithPrefix, creditPendingGrants, grantBonus, grantByClaim, grantedClaims, turnoverMultiple } from './grants';
export { bonusTurnoverHook } from './turnover-hook';
