import { useStore } from '@nanostores/react';
import { useLocation } from 'preact-iso';
import type { JSX } from 'preact';
import { href, routeNameOf } from '../../route-paths';
import { useT } from '../../stores/locale';
import { navigate } from '../../lib/navigate';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { HomeIcon, UserIcon } from '../../ui/icons';
import { icon } from '../../ui/icon';
import { RedDot } from '../../widgets/red-dot';
import { visibleNavEntries, type NavEntry, type NavIconName } from './nav-entries';
import styles from './bottom-nav.module.css';

const GiftIcon = icon(
  <>
    <path d="M20 12v9H4v-9M2 7h20v5H2zM12 22V7" />
    <path d="M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z" />
  </>,
);
const TagIcon = icon(
  <>
    <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z" />
    <path d="M7 7h.01" />
  </>,
);
const WalletPlusIcon = icon(
  <>
    <rect x="2" y="5" width="20" height="15" rx="2" />
    <path d="M12 9v7M8.5 12.5h7" />
  </>,
);

const ICONS: Record<NavIconName, (props: { class?: string }) => JSX.Element> = {
  home: HomeIcon,
  promotions: TagIcon,
  deposit: WalletPlusIcon,
  rewards: GiftIcon,
  account: UserIcon,
};

/**
 * The tab bar (nav-entries.ts): only entries whose pages exist. Members-only entries are buttons
 * in both states (a guest gets the login sheet and lands on the page after logging in).
 */
export function BottomNav() {
  const t = useT();
  const { path } = useLocation();
  const loggedIn = useStore($isLoggedIn);
  const here = routeNameOf(path);
  const item = (entry: NavEntry & { route: ReturnType<typeof visibleNavEntries>[number]['route'] }) => {
    const Icon = ICONS[entry.icon];
    // Nav routes take no path params; href's per-route typing cannot see that through the union.
    const target = href(entry.route, { query: entry.query } as never);
    const current = here === entry.route;
    const classes = `${styles.item} ${current ? styles.active : ''} ${entry.prominent ? styles.prominent : ''}`;
    const body = (
      <>
        <span class={styles.iconWrap}>
          <Icon class={styles.icon} />
          {entry.icon === 'account' && loggedIn ? (
            <span class={styles.dot}>
              <RedDot name="mail" label={t('shell.mailWaiting')} />
            </span>
          ) : null}
        </span>
        <span class={styles.label}>{t(entry.label)}</span>
      </>
    );
    if (!entry.membersOnly) {
      return (
        <a key={entry.route} href={target} class={classes} aria-current={current ? 'page' : undefined}>
          {body}
        </a>
      );
    }
    return (
      <button
        key={entry.route}
        type="button"
        class={classes}
        aria-current={current ? 'page' : undefined}
        onClick={() => (loggedIn ? navigate(target) : openModal({ name: 'login', redirect: target }))}
      >
        {body}
      </button>
    );
  };
  return (
    <nav class={styles.nav} aria-label={t('shell.mainNav')}>
      {visibleNavEntries().map(item)}
    </nav>
  );
}
