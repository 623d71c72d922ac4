// While the maintenance page is open: ask preLogin every 30 s and go home once it is over.
import { atom, onMount } from 'nanostores';
import { navigate } from '../lib/navigate';
import { href } from '../../contract/route-paths';
import { callPreLogin } from './boot';
import { setConfig } from './config';

export const MAINTENANCE_POLL_MS = 30_000;

/** 'checking' while a check runs; subscribe to it to start the polling. */
export const $maintenanceCheck = atom<'idle' | 'checking'>('idle');

/** Asks once whether maintenance is over; goes home when it is. */
export async function checkMaintenance(): Promise<boolean> {
  if ($maintenanceCheck.get() === 'checking') return false;
  $maintenanceCheck.set('checking');
  try {
    const answer = await callPreLogin({ silentTimeout: true });
    if (answer.maintenance?.status === 1) return false;
    if (answer.config) setConfig(answer.config);
    navigate(href('home'), { replace: true });
    return true;
  } catch {
    return false;
  } finally {
    $maintenanceCheck.set('idle');
  }
}

onMount($maintenanceCheck, () => {
  const timer = setInterval(() => void checkMaintenance(), MAINTENANCE_POLL_MS);
  return () => clearInterval(timer);
});
