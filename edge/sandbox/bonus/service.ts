// The bonus domain's surface: the only way a reward reaches a balance (grantBonus, once per
// claim key), the top-up gate's release (creditPendingGrants, from the deposit that pays), the
// turnover of bets (a settlement hook), and what is held and why (bonusSummary).
export { bonusSummary, claimsWithPrefix, creditPendingGrants, grantBonus, grantedClaims } from './grants';
export { bonusTurnoverHook } from './turnover-hook';
