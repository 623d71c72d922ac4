// Login and registration pages are for guests: a signed-in player goes on to the redirect or home.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'preact/hooks';
import { navigate, safeRedirect } from '../../lib/navigate';
import { $isLoggedIn } from '../../stores/session';

/** Sends a signed-in player to `redirect` (same-origin only) or home, once. */
export function useLeaveWhenSignedIn(redirect: string | undefined, enabled = true): void {
  const loggedIn = useStore($isLoggedIn);
  // The router may keep this page on screen while the next one loads, with the new location's
  // (empty) query: the first target wins and we leave only once.
  const target = useRef(safeRedirect(redirect));
  const left = useRef(false);
  useEffect(() => {
    if (!loggedIn || !enabled || left.current) return;
    left.current = true;
    navigate(target.current, { replace: true });
  }, [loggedIn, enabled]);
}
