// The diamond domain's surface: the diamonds a paid deposit earns (wallet's settlement calls it
// inside the deposit's transaction).
export { payDepositDiamonds } from './diamond';
