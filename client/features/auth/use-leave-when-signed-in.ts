// Login and registration pages are for guests: a signed-in player goes on to the redirect or home.
import { useStore } from '@nanostores/react';
import { useEffect } from 'preact/hooks';
import { navigate, safeRedirect } from '../../lib/navigate';
import { $isLoggedIn } from '../../stores/session';

/** Sends a signed-in player to `redirect` (same-origin only) or home. */
export function useLeaveWhenSignedIn(redirect: string | undefined, enabled = true): void {
  const loggedIn = useStore($isLoggedIn);
  useEffect(() => {
    if (loggedIn && enabled) navigate(safeRedirect(redirect), { replace: true });
  }, [loggedIn, enabled, redirect]);
}
