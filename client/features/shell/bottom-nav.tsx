import { useStore } from '@nanostores/react';
import { useLocation } from 'preact-iso';
import { href, routeNameOf } from '../../route-paths';
import { useT } from '../../stores/locale';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { HomeIcon, UserIcon } from '../../ui/icons';
import { RedDot } from '../../widgets/red-dot';
import styles from './bottom-nav.module.css';

/** Home and Account tabs. Account opens login for guests and the account sheet for members. */
export function BottomNav() {
  const t = useT();
  const { path } = useLocation();
  const loggedIn = useStore($isLoggedIn);
  const home = routeNameOf(path) === 'home';
  return (
    <nav class={styles.nav} aria-label={t('shell.mainNav')}>
      <a href={href('home')} class={`${styles.item} ${home ? styles.active : ''}`} aria-current={home ? 'page' : undefined}>
        <HomeIcon class={styles.icon} />
        <span>{t('common.home')}</span>
      </a>
      <button type="button" class={styles.item} onClick={() => openModal(loggedIn ? { name: 'account' } : { name: 'login' })}>
        <span class={styles.iconWrap}>
          <UserIcon class={styles.icon} />
          {loggedIn ? (
            <span class={styles.dot}>
              <RedDot name="mail" label={t('shell.mailWaiting')} />
            </span>
          ) : null}
        </span>
        <span>{t('shell.account')}</span>
      </button>
    </nav>
  );
}
