// The lottery domain's surface: the settlement hook that earns coupons, and the coupons a player holds.
export { lotteryCouponHook, lotteryCoupons } from './lottery';
