// VIP experience grows by the bet in minor units (1 peso wagered = 100 experience), the unit of the
// seeded appVipMap's `experience` thresholds. The VIP level itself is left to the VIP work.
import type { SettlementHook } from '../hooks';
import { addVipExperience } from './vip-store';

export const vipExperienceHook: SettlementHook = ({ db, userId, betAmount }) => addVipExperience(db, userId, betAmount);
