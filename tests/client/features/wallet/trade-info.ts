// A deposit trade info like the sandbox's: GCash (default), Maya, and InstaPay with a higher minimum.
import type { DepositTradeInfo, RechargeType } from '../../../../contract/wallet';

const PESO = 100;

const channel = (id: number, name: string, provider: RechargeType['provider'], fields: Partial<RechargeType> = {}): RechargeType => ({
  id,
  name,
  provider,
  sort: id,
  // The spec's minimums in hundredths: ₱1.00, then ₱100.00 after the first deposit.
  minAmount: 100,
  minAmount2: 100 * PESO,
  maxAmount: 50_000 * PESO,
  dailyLimit: 100_000 * PESO,
  isDefault: 0,
  ...fields,
});

export function tradeInfo(overrides: Partial<DepositTradeInfo> = {}): DepositTradeInfo {
  return {
    appRechargeTypeMap: {
      '1': channel(1, 'GCash', 'gcash', { isDefault: 1 }),
      '2': channel(2, 'Maya', 'maya'),
      '4': channel(4, 'Bank transfer (InstaPay)', 'instapay', { sort: 0, minAmount: 500 * PESO, minAmount2: 500 * PESO }),
    },
    appRechargeItemMap: {
      '1': { id: 1, price: 100 * PESO, bonus: 0 },
      '2': { id: 2, price: 300 * PESO, bonus: 10 * PESO },
      '3': { id: 3, price: 500 * PESO, bonus: 25 * PESO },
      '6': { id: 6, price: 10_000 * PESO, bonus: 1000 * PESO },
      '7': { id: 7, price: 60_000 * PESO, bonus: 0 },
    },
    appRechargeTypeItemMap: { '1': [3, 1, 2, 6, 7], '2': [1, 2], '4': [1, 3, 6] },
    lastRechargeTypeId: 0,
    totalRecharge: 0,
    minRechargeStatus: 1,
    todayRecharge: {},
    hash: 'h',
    ...overrides,
  };
}
