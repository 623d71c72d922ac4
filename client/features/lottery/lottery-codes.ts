// What the lottery calls' operator codes say to the player.
import { LotteryErrorCode } from '../../../contract/lottery';
import type { CodeMessages } from '../../stores/error-message';

export const LOTTERY_CODES: CodeMessages = {
  [LotteryErrorCode.closed]: 'lottery.err.closed',
  [LotteryErrorCode.unknownProduct]: 'lottery.err.unknownProduct',
  [LotteryErrorCode.notEnoughCoupons]: 'lottery.err.notEnoughCoupons',
  [LotteryErrorCode.drawClosed]: (error) => ({ key: 'lottery.err.drawClosed', params: { id: Number(error.body.drawId) || 0 } }),
  [LotteryErrorCode.badNumbers]: (error) => ({ key: 'lottery.err.badNumbers', params: { picks: Number(error.body.picks) || 0 } }),
};
