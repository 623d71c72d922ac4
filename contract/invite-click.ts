// The one invite call start-up makes (a link's open, counted for the inviter), in a module of its
// own: the first paint imports this row alone, not the invite contract's configs and codes.
import type { INVITE_SCHEMAS } from './invite.schemas';
import { callFactory } from './call-row';

/** `recorded`: false when this visitor's open was already counted today. */
export interface InviteClickAnswer {
  recorded: boolean;
}

const call = /*#__PURE__*/ callFactory<Pick<typeof INVITE_SCHEMAS, 'actInviteClickInvite'>, { actInviteClickInvite: InviteClickAnswer }>();

/** Public: guests open links too. */
export const actInviteClickInvite = /*#__PURE__*/ call('actInviteClickInvite', { session: 'optional' });
