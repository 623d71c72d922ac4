// 404: eager and tiny (the router's default route).
import { useLocation } from 'preact-iso';
import { href } from '../../route-paths';
import { useT } from '../../stores/locale';
import styles from './error-page.module.css';

export default function NotFoundPage(_props: { default?: boolean }) {
  const t = useT();
  const { path } = useLocation();
  return (
    <section class={styles.page}>
      <p class={styles.code} aria-hidden="true">
        404
      </p>
      <h1 class={styles.title}>{t('error.notFound', { path })}</h1>
      <a class={styles.home} href={href('home')}>
        {t('common.home')}
      </a>
    </section>
  );
}
