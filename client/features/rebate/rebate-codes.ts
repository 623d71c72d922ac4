// What the rebate calls' operator codes say to the player.
import { RebateErrorCode } from '../../../contract/rebate';
import type { CodeMessages } from '../../stores/error-message';

export const REBATE_CODES: CodeMessages = {
  [RebateErrorCode.nothingDue]: 'rebate.nothingDue',
  [RebateErrorCode.noRate]: 'rebate.noRate',
  [RebateErrorCode.unknownType]: 'rebate.unknownType',
};
