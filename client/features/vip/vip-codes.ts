// What the VIP calls' operator codes say to the player.
import { VipTaskErrorCode } from '../../../contract/tasks';
import { VipErrorCode } from '../../../contract/vip';
import type { CodeMessages } from '../../stores/error-message';

export const VIP_CODES: CodeMessages = {
  [VipErrorCode.levelNotReached]: 'vip.notReached',
  [VipErrorCode.alreadyClaimed]: 'vip.alreadyClaimed',
  [VipErrorCode.nothingToClaim]: 'vip.nothingToClaim',
  [VipTaskErrorCode.notFound]: 'vip.task.notFound',
  [VipTaskErrorCode.levelTooLow]: 'vip.task.levelTooLow',
  [VipTaskErrorCode.notDone]: 'vip.task.notDone',
  [VipTaskErrorCode.alreadyClaimed]: 'vip.task.alreadyClaimed',
  [VipTaskErrorCode.nothingToClaim]: 'vip.task.nothingToClaim',
};
