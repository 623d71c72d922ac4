// The fund domain's surface: whether last week's fund waits to be claimed (the award flags).
export { hasFundReward } from './fund-rewards';
