// 404 (the router's default route; a lazy chunk, the first paint of a real page never needs it). It never echoes the path (a typo or a crafted
// link would be shown back to the player) and offers the ways on: home, search and customer
// service (the frame keeps the header and the tab bar around it, app-frame.tsx).
import type { CatalogDef } from '../../stores/locale';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import styles from './error-page.module.css';

/** @public Core text only (always present): no catalog to add (lazyPage reads it; knip cannot see that). */
export const catalogs: readonly CatalogDef[] = [];

export default function NotFoundPage(_props: { default?: boolean }) {
  const t = useT();
  return (
    <section class={styles.page}>
      <p class={styles.code} aria-hidden="true">
        404
      </p>
      <h1 class={styles.title}>{t('error.notFound')}</h1>
      <p class={styles.text}>{t('error.notFoundText')}</p>
      <div class={styles.actions}>
        <a class={`${styles.home} ${styles.primary}`} href={href('home')}>
          {t('common.home')}
        </a>
        <a class={styles.home} href={href('gameSearch')}>
          {t('error.search')}
        </a>
      </div>
      <a class={styles.home} href={href('service')}>
        {t('shell.support')}
      </a>
    </section>
  );
}
