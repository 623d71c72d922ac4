// The invite code of an invite link, kept for a later registration, and the open of a new link
// counted for the inviter (not waited for; a failure changes nothing for the visitor). A chunk of
// its own, loaded by start-up only when the address carries a code, so the first paint has none of it.
import { call } from '../api/http';
import { actInviteClickInvite } from '../../contract/invite-click';
import { deviceId } from '../lib/device';
import { captureInviteCode } from '../lib/invite-code';

/** Keeps this page's invite code and counts a newly opened link. */
export function captureInvite(): void {
  const invite = captureInviteCode();
  if (invite) call(actInviteClickInvite, { inviteCode: invite, visitorId: deviceId() }, { silentTimeout: true }).catch(() => undefined);
}
