// The more-details page's server state: the other details and address (appUserOther), their
// saves, and the safebox password. Saves patch the signed-in user's flags.
import { call } from '../../api/http';
import type { RowRequest } from '../../../contract/call-row';
import * as memberCalls from '../../../contract/member';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { $token, patchUser } from '../../stores/session';

/** The other details, the address and whether the identity verification holds the name; loads on mount. */
export const $userOther = query($token, () => call(memberCalls.appUserOther, {}));

/** Saves the address (the form's answer goes into $userOther). */
export const $saveAddress = mutation($token, (body: RowRequest<typeof memberCalls.updateAddress>) => call(memberCalls.updateAddress, body), {
  done: (answer) => $userOther.mutate((data) => data && { ...data, address: answer.address }),
});

/** Saves the other details. */
export const $saveOther = mutation($token, (body: RowRequest<typeof memberCalls.updateAppUserOther>) => call(memberCalls.updateAppUserOther, body), {
  done: (answer) => {
    $userOther.mutate(() => answer);
    patchUser({ hasUserOther: true });
  },
});

/** Sets or changes the safebox password. */
export const $saveSafebox = mutation($token, (body: RowRequest<typeof memberCalls.setSafeboxPassword>) => call(memberCalls.setSafeboxPassword, body), {
  done: () => patchUser({ hasSafeboxPassword: true }),
});
