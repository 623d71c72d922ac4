// The more-details page's server state: the other details and address (appUserOther), their
// saves, and the safebox password. Saves patch the signed-in user's flags.
import * as memberApi from '../../api/calls/member';
import { query } from '../../stores/server-state';
import { action } from '../../stores/server-state-action';
import { $token, patchUser } from '../../stores/session';

/** The other details, the address and whether the identity verification holds the name; loads on mount. */
export const $userOther = query($token, () => memberApi.appUserOther({}));

/** Saves the address (the form's answer goes into $userOther). */
export const saveAddress = action($token, memberApi.updateAddress, {
  done: (answer) => $userOther.mutate((data) => data && { ...data, address: answer.address }),
});

/** Saves the other details. */
export const saveOther = action($token, memberApi.updateAppUserOther, {
  done: (answer) => {
    $userOther.mutate(() => answer);
    patchUser({ hasUserOther: true });
  },
});

/** Sets or changes the safebox password. */
export const saveSafebox = action($token, memberApi.setSafeboxPassword, {
  done: () => patchUser({ hasSafeboxPassword: true }),
});
