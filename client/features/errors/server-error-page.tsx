// 500: the fallback of every page's error boundary.
import { href } from '../../route-paths';
import { useT } from '../../stores/locale';
import { Button } from '../../ui/button';
import styles from './error-page.module.css';

export default function ServerErrorPage({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section class={styles.page} role="alert">
      <p class={styles.code} aria-hidden="true">
        500
      </p>
      <h1 class={styles.title}>{t('error.serverTitle')}</h1>
      <p class={styles.text}>{t('error.serverMessage')}</p>
      <div class={styles.actions}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
        <a class={styles.home} href={href('home')}>
          {t('common.home')}
        </a>
      </div>
    </section>
  );
}
