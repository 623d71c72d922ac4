// While the maintenance page is open: ask preLogin every 30 s (a poll, paused while the page is
// hidden) and go home once it is over. 'Try again' asks at once; a check already running is joined.
import { onMount } from 'nanostores';
import { navigate } from '../lib/navigate';
import { href } from '../../contract/route-paths';
import { callPreLogin } from './boot';
import { setConfig } from './config';
import { mutation } from './server-state-mutation';
import { poll } from './server-state-poll';

export const MAINTENANCE_POLL_MS = 30_000;

/** One check (pending while it runs); subscribe to it to start the polling. Resolves true when maintenance is over. */
export const $maintenanceCheck = mutation(null, async (): Promise<boolean> => {
  try {
    const answer = await callPreLogin({ silentTimeout: true });
    // Still closed, the config too: the operator may have given or moved its end time.
    if (answer.config) setConfig(answer.config);
    if (answer.maintenance?.status === 1) return false;
    navigate(href('home'), { replace: true });
    return true;
  } catch {
    return false;
  }
});

/** Asks once whether maintenance is over; goes home when it is. */
export const checkMaintenance = (): Promise<boolean> => $maintenanceCheck.run();

onMount($maintenanceCheck, () => poll({ step: checkMaintenance, every: MAINTENANCE_POLL_MS, wait: true, until: (over) => over }));
