import { useStore } from '@nanostores/react';
import { useLocation } from 'preact-iso';
import type { JSX } from 'preact';
import { href, routeNameOf } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { navigate } from '../../lib/navigate';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { CoinIcon, HomeIcon, UserIcon } from '../../ui/icons';
import { RedDot, redDotOn } from '../../widgets/red-dot';
import { $redDots, type RedDotName } from '../../stores/awards';

import type { TranslationKey } from '../../stores/locale';
import { visibleNavEntries, type NavEntry, type NavIconName } from './nav-entries';
import styles from './bottom-nav.module.css';

/**
 * The red dots of the tabs and what they mean: a free bonus waits for the first deposit; mail, a
 * VIP or task reward, the weekly fund wait behind Account.
 */
const DOTS: Partial<Record<NavIconName, [RedDotName | readonly RedDotName[], TranslationKey]>> = {
  deposit: ['signupBonus', 'shell.bonusWaitsDeposit'],
  account: [['mail', 'vip', 'task', 'fund', 'agent'], 'shell.mailWaiting'],
};

// Promotions and Rewards bring their icons with their pages (the first paint carries only the
// icons of entries that show); until then they fall back to the coin.
const ICONS: Partial<Record<NavIconName, (props: { class?: string }) => JSX.Element>> = {
  home: HomeIcon,
  deposit: CoinIcon,
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
  const dots = useStore($redDots);
  const item = (entry: NavEntry & { route: ReturnType<typeof visibleNavEntries>[number]['route'] }) => {
    const Icon = ICONS[entry.icon] ?? CoinIcon;
    // Nav routes take no path params; href's per-route typing cannot see that through the union.
    const target = href(entry.route, { query: entry.query } as never);
    const current = here === entry.route;
    const classes = `${styles.item} ${current ? styles.active : ''} ${entry.prominent ? styles.prominent : ''}`;
    const dot = loggedIn ? DOTS[entry.icon] : undefined;
    // The tab's name first, then what its red dot means, apart ("Account, New mail…"): the dot's
    // hidden text alone ran into the name ("New mail or a reward waitsAccount").
    const name = dot && redDotOn(dots, dot[0]) ? `${t(entry.label)}, ${t(dot[1])}` : undefined;
    const body = (
      <>
        <span class={styles.iconWrap}>
          <Icon class={styles.icon} />
          {dot && (
            <span class={styles.dot}>
              <RedDot name={dot[0]} label={t(dot[1])} />
            </span>
          )}
        </span>
        <span>{t(entry.label)}</span>
      </>
    );
    if (!entry.membersOnly) {
      return (
        <a key={entry.route} href={target} class={classes} aria-current={current ? 'page' : undefined} aria-label={name}>
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
        aria-label={name}
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
