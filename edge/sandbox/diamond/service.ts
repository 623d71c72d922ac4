// The diamond domain's surface: the diamonds a paid deposit earns (wallet's settlement calls it
// inside the deposit's transaction; the deposit result reads what an order gave).
export { depositDiamondsOf, payDepositDiamonds } from './diamond';
