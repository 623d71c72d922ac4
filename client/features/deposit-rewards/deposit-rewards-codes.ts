// What the accumulated-deposit claim's operator codes say to the player.
import { DepositRewardsErrorCode } from '../../../contract/deposit-rewards';
import type { CodeMessages } from '../../stores/error-message';

export const DEPOSIT_REWARDS_CODES: CodeMessages = {
  [DepositRewardsErrorCode.notReached]: 'depositRewards.notReached',
  [DepositRewardsErrorCode.alreadyClaimed]: 'depositRewards.alreadyClaimed',
  [DepositRewardsErrorCode.unknownTier]: 'depositRewards.unknownTier',
};
