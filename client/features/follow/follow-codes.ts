// What the follow calls' operator codes say to the player.
import { FollowErrorCode } from '../../../contract/follow';
import type { CodeMessages } from '../../stores/error-message';

export const FOLLOW_CODES: CodeMessages = {
  [FollowErrorCode.unknownChannel]: 'follow.unknownChannel',
  [FollowErrorCode.notVisited]: 'follow.notVisited',
  [FollowErrorCode.alreadyClaimed]: 'follow.alreadyClaimed',
};
