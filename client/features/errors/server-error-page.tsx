// The fallback of every page's error boundary, in the shell (never a lazy chunk: offline it could
// not load, and a fallback that fails loops the boundary). "No connection" when the phone is
// offline or the page's code could not be fetched; the page then retries by itself when the
// connection comes back. Otherwise the friendly text over the spec's "500 Internal Server Error".
import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { $online } from '../../stores/connection';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import styles from './error-page.module.css';

/** A failed fetch of a lazy chunk or a call with no network (browsers word it differently). */
const isLoadFailure = (error: unknown): boolean =>
  (error instanceof TypeError && /fetch|import|load/i.test(error.message)) || (error as { kind?: unknown } | null)?.kind === 'network';

export function ServerErrorPage({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const t = useT();
  const online = useStore($online);
  const offline = !online || isLoadFailure(error);
  // Back online: the page that failed for want of a connection tries again by itself (on the
  // change only: a chunk that fails while online must not retry in a loop).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) onRetry();
    wasOnline.current = online;
  }, [online, onRetry]);
  return (
    <section class={styles.page} role="alert">
      <h1 class={styles.title}>{t(offline ? 'error.offlineTitle' : 'error.serverTitle')}</h1>
      <p class={styles.text}>{t(offline ? 'error.offlineMessage' : 'error.serverMessage')}</p>
      {offline ? null : <p class={styles.status}>500 Internal Server Error</p>}
      <div class={styles.actions}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
        <a class={styles.home} href={href('home')}>
          {t('common.home')}
        </a>
      </div>
    </section>
  );
}
