// The invite domain's surface: the registration hook that records a friend's binding, and the
// award flags (a spin or winnings to exchange; commission or a valid-invite reward to claim).
export { inviteBindingHook } from './friends';
export { hasSpinWaiting } from './spin';
export { hasAgentReward } from './agent';
