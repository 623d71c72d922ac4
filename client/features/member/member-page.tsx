// /member: the member centre, the Account tab's destination. Who the player is (avatar, nickname,
// UID with copy), VIP level and progress, the balance with deposit and withdraw, whether the
// identity is verified, shortcuts to every member page (data in member-shortcuts.ts), log out
// (asked once, logout-modal.tsx).
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { atom } from 'nanostores';
import { copyText } from '../../lib/native-bridge';
import { playerName } from '../../lib/player-name';
import { formatMoney } from '../../lib/money';
import { href } from '../../../contract/route-paths';
import { $config } from '../../stores/config';
import { openModal } from '../../stores/modals';
import { useT } from '../../widgets/use-t';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { LogoutIcon } from '../../ui/more-icons';
import { Avatar } from './avatar';
import { openCustomerService } from '../../widgets/customer-service';
import { DataSaverSetting } from '../../widgets/data-saver-setting';
import { dataSaverCatalog } from '../../widgets/data-saver-catalog';
import { LanguageSwitch } from '../../widgets/language-switch';
import { MemberBalance } from '../../widgets/member-balance';
import { BonusNote } from '../../widgets/bonus-note';
import { bonusCatalog } from '../../widgets/bonus-catalog';
import { ShortcutIcon } from '../../widgets/shortcut-icons';
import { SHORTCUTS, visibleShortcuts, vipProgress, type Shortcut } from './member-shortcuts';
import styles from './member.module.css';
import { memberCatalog } from './member-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [dataSaverCatalog, memberCatalog, bonusCatalog];

const NO_DOT: ReadableAtom<boolean> = atom(false);

/** `shortcuts`: the entries to offer (tests pass their own). */
export default function MemberPage({ shortcuts = SHORTCUTS }: { shortcuts?: readonly Shortcut[] }) {
  const t = useT();
  const user = useStore($user);
  const config = useStore($config);
  if (!user) return null;
  const progress = vipProgress(user.vip, user.vipExp, config?.appVipMap);
  const copyUid = () =>
    copyText(String(user.id)).then((result) => showToast(t(result === 'copied' ? 'member.copied' : 'member.copyFailed'), result === 'copied' ? 'success' : 'error'));
  return (
    <div class={styles.page}>
      <h1 class={styles.srOnly}>
        {t('member.title')}
      </h1>
      <section class={styles.card} aria-label={t('member.title')}>
        <div class={styles.profile}>
          <Avatar avatar={user.avatar} avatarOther={user.avatarOther} class={styles.avatar} />
          <div class={styles.who}>
            <p class={styles.nickname} data-testid="member-nickname">
              {playerName(user)}
            </p>
            <span class={styles.uid}>
              <span data-testid="member-uid">{t('member.nav.uid', { id: user.id })}</span>
              <button type="button" class={styles.copy} onClick={() => void copyUid()}>
                {t('member.copyUid')}
              </button>
            </span>
          </div>
        </div>
        <div class={styles.vip} data-testid="member-vip">
          <span class={styles.badge}>{t('member.vip', { level: user.vip })}</span>
          {progress ? (
            <>
              <progress class={styles.bar} max={1} value={progress.share} aria-label={t('member.vipProgress', { needed: formatMoney(progress.needed), next: progress.next })} />
              <p class={styles.hint}>{t('member.vipProgress', { needed: formatMoney(progress.needed), next: progress.next })}</p>
            </>
          ) : (
            <p class={styles.hint}>{t('member.vipTop')}</p>
          )}
        </div>
      </section>
      <section class={`${styles.card} ${styles.plain}`} aria-label={t('shell.balance')}>
        {/* The balance chip carries the deposit button; withdraw sits beside it. */}
        <div class={styles.balance}>
          <MemberBalance />
          <a class={`${styles.action} ${styles.secondary}`} href={href('wallets', { query: { name: 'withdraw' } })}>
            {t('member.withdraw')}
          </a>
        </div>
        <BonusNote />
        <div class={styles.kyc} data-testid="member-kyc">
          <span>{user.hasKyc ? `✓ ${t('member.verified')}` : t('member.notVerified')}</span>
          {!user.hasKyc && (
            <a class={styles.link} href={href('memberProfileKyc')}>
              {t('member.verifyNow')}
            </a>
          )}
        </div>
      </section>
      <nav class={styles.card} aria-labelledby="member-shortcuts">
        <h2 id="member-shortcuts" class={styles.heading}>
          {t('member.shortcuts')}
        </h2>
        <ul class={styles.grid}>
          {visibleShortcuts(user, shortcuts).map((entry) => (
            <ShortcutLink key={`${entry.route}${entry.label}`} entry={entry} />
          ))}
          <li>
            {/* Spec section 4's rule: the web chat maximised, the native chat in the wrapper, or /service. */}
            <button
              type="button"
              class={styles.shortcut}
              onClick={() => openCustomerService(config?.appCustomerServiceQueue, (user.vip ?? 0) > 0).catch(() => showToast(t('member.nav.serviceFailed'), 'error'))}
            >
              <ShortcutIcon name="headset" />
              <span>{t('member.nav.customerService')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <div class={`${styles.card} ${styles.language}`}>
        <span>{t('shell.language')}</span>
        <LanguageSwitch />
      </div>
      <DataSaverSetting class={styles.card} />
      {/* Asks once (features/member/logout-modal.tsx). */}
      <Button variant="ghost" block onClick={() => openModal({ name: 'logout' })}>
        <LogoutIcon /> {t('member.nav.logout')}
      </Button>
    </div>
  );
}

function ShortcutLink({ entry }: { entry: Shortcut & { route: Parameters<typeof href>[0] } }) {
  const t = useT();
  const dot = useStore(entry.dot ?? NO_DOT);
  const label = t(entry.label);
  return (
    <li>
      <a class={styles.shortcut} href={(href as (name: string, options?: { query?: Record<string, string> }) => string)(entry.route, { query: entry.query })} data-testid="member-shortcut">
        <ShortcutIcon name={entry.icon} />
        <span>{label}</span>
        {dot && (
          <span class={styles.dot}>
            <span class={styles.srOnly}>{t('member.somethingWaits')}</span>
          </span>
        )}
      </a>
    </li>
  );
}
