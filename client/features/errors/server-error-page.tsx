// The fallback of every page's error boundary: "No connection" when the phone is offline or the
// page's code could not be fetched (offline, never "Internal Server Error"), otherwise a plain
// "Something went wrong". Both offer a retry and the way home.
import type { CatalogDef } from '../../stores/locale';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import styles from './error-page.module.css';

/** @public Core text only (always present): no catalog to add (lazyPage reads it; knip cannot see that). */
export const catalogs: readonly CatalogDef[] = [];

/** A failed fetch of a lazy chunk (Chromium, Firefox and Safari word it differently). */
const isLoadFailure = (error: unknown): boolean =>
  error instanceof TypeError && /fetch|import|load/i.test(error.message);

export default function ServerErrorPage({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const t = useT();
  const offline = !navigator.onLine || isLoadFailure(error);
  return (
    <section class={styles.page} role="alert">
      {offline ? null : (
        <p class={styles.code} aria-hidden="true">
          500
        </p>
      )}
      <h1 class={styles.title}>{t(offline ? 'error.offlineTitle' : 'error.serverTitle')}</h1>
      <p class={styles.text}>{t(offline ? 'error.offlineMessage' : 'error.serverMessage')}</p>
      <div class={styles.actions}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
        <a class={styles.home} href={href('home')}>
          {t('common.home')}
        </a>
      </div>
    </section>
  );
}
