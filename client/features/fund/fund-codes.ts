// What the fund calls' operator codes say to the player.
import { FundErrorCode } from '../../../contract/fund';
import type { CodeMessages } from '../../stores/error-message';

export const FUND_CODES: CodeMessages = {
  [FundErrorCode.nothingToClaim]: 'fund.nothingToClaim',
  [FundErrorCode.alreadyClaimed]: 'fund.alreadyClaimed',
  [FundErrorCode.closed]: 'fund.closedError',
};
