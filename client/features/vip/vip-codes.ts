// What the VIP calls' operator codes say to the player.
import { VipErrorCode } from '../../../contract/vip';
import type { CodeMessages } from '../../stores/error-message';

export const VIP_CODES: CodeMessages = {
  [VipErrorCode.levelNotReached]: 'vip.notReached',
  [VipErrorCode.alreadyClaimed]: 'vip.alreadyClaimed',
  [VipErrorCode.nothingToClaim]: 'vip.nothingToClaim',
};
