// The limits domain's surface: the refusals a bet meets (a break, self-exclusion, the bet and loss
// limits), and the login and deposit checks that default-hooks.ts wires in.
export { betRefusal, depositCheck, loginCheck, restrictionRefusal } from './guards';
