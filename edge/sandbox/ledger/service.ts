// The ledger domain's surface: every change of a balance is posted here (a ledger row and
// users.coin in one transaction).
export { postLedger } from './ledger';
