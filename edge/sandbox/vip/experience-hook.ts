// VIP experience grows by the bet in minor units (1 peso wagered = 100 experience, the unit of
// appVipMap's `experience` thresholds), and the level follows it in the same transaction.
import type { SettlementHook } from '../hooks';
import { addVipExperience } from './vip-store';

export const vipExperienceHook: SettlementHook = ({ db, config, userId, betAmount }) => void addVipExperience(db, config, userId, betAmount);
