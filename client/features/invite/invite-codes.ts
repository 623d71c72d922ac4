// What the invite and agent calls' operator codes say to the player.
import { InviteErrorCode } from '../../../contract/invite';
import type { CodeMessages } from '../../stores/error-message';

export const INVITE_CODES: CodeMessages = {
  [InviteErrorCode.closed]: 'invite.error.closed',
  [InviteErrorCode.unknownCode]: 'invite.error.unknownCode',
  [InviteErrorCode.selfInvite]: 'invite.error.selfInvite',
  [InviteErrorCode.loop]: 'invite.error.loop',
  [InviteErrorCode.alreadyBound]: 'invite.error.alreadyBound',
  [InviteErrorCode.noSpin]: 'invite.error.noSpin',
  [InviteErrorCode.belowThreshold]: 'invite.error.belowThreshold',
  [InviteErrorCode.nothingToClaim]: 'invite.error.nothingToClaim',
  [InviteErrorCode.agentClosed]: 'invite.error.agentClosed',
  [InviteErrorCode.commissionBelowMin]: 'invite.error.commissionBelowMin',
};
