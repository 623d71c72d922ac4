// The rebate domain's surface: whether a bet rebate waits to be claimed (the award flags).
export { hasRebateDue } from './rebate';
