// The ledger domain's surface: every change of a balance is posted here (a ledger row and
// users.coin in one transaction), and the sums of a player's entries by kind.
export { entriesOf, postLedger, type LedgerKind } from './ledger';
