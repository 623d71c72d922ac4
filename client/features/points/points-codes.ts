// What the points calls' operator codes say to the player.
import { PointsErrorCode } from '../../../contract/points';
import type { CodeMessages } from '../../stores/error-message';

export const POINTS_CODES: CodeMessages = {
  [PointsErrorCode.closed]: 'points.closed',
  [PointsErrorCode.unknownOption]: 'points.unknownOption',
  [PointsErrorCode.notEnough]: 'points.notEnough',
};
