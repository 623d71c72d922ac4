// The hooks every settled bet runs, in order. Registering one is adding it to this list.
import type { SettlementHook } from './settlement-hooks';
import { vipExperienceHook } from '../vip/experience-hook';

export const DEFAULT_SETTLEMENT_HOOKS: readonly SettlementHook[] = [vipExperienceHook];
