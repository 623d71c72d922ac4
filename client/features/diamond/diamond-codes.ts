// What the scratch card and diamond shop calls' operator codes say to the player.
import { DiamondErrorCode } from '../../../contract/diamond';
import { ScratchErrorCode } from '../../../contract/scratch-card';
import type { CodeMessages } from '../../stores/error-message';

export const DIAMOND_CODES: CodeMessages = {
  [ScratchErrorCode.closed]: 'diamond.scratchClosed',
  [ScratchErrorCode.noCard]: 'diamond.noCard',
  [ScratchErrorCode.unknownAddup]: 'diamond.unknownAddup',
  [ScratchErrorCode.addupLocked]: 'diamond.addupLocked',
  [ScratchErrorCode.addupClaimed]: 'diamond.addupClaimed',
  [DiamondErrorCode.closed]: 'diamond.shopClosed',
  [DiamondErrorCode.unknownItem]: 'diamond.unknownItem',
  [DiamondErrorCode.notEnough]: 'diamond.notEnough',
};
