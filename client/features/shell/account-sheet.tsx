import { useStore } from '@nanostores/react';
import { href } from '../../route-paths';
import { useT } from '../../stores/locale';
import type { ModalProps } from '../../stores/modals';
import { $user, signOut } from '../../stores/session';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Button } from '../../ui/button';
import { ChevronRightIcon, LogoutIcon, UserIcon } from '../../ui/icons';
import { MemberBalance } from '../../widgets/member-balance';
import { RedDot } from '../../widgets/red-dot';
import { openCustomerService } from '../../widgets/customer-service';
import { $config } from '../../stores/config';
import { showToast } from '../../stores/toast';
import { LanguageSwitch } from './language-switch';
import styles from './account-sheet.module.css';

/** The member's account: nickname, UID, balance, account tasks, language and logout. */
export default function AccountSheet({ onClose }: ModalProps<'account'>) {
  const t = useT();
  const user = useStore($user);
  const config = useStore($config);
  if (!user) return null;
  const links: { href: string; label: string; dot?: boolean }[] = [
    { href: href('wallets', { query: { name: 'withdraw' } }), label: t('shell.withdraw') },
    { href: href('walletRecord'), label: t('shell.walletRecord') },
    { href: href('walletHistory'), label: t('shell.moneyHistory') },
    { href: href('walletAccounts'), label: t('shell.receivingAccounts') },
    { href: href('memberRetrieveBalance'), label: t('shell.retrieveBalance') },
    { href: href('memberGames'), label: t('shell.myGames') },
    { href: href('memberReport'), label: t('shell.gameRecords') },
    { href: href('memberSelfLimited'), label: t('shell.responsibleGaming') },
    { href: href('mail'), label: t('shell.mail'), dot: true },
    { href: href('feedback'), label: t('shell.feedback') },
    { href: href('faq'), label: t('shell.faq') },
    { href: href('aboutUs'), label: t('shell.aboutUs') },
    { href: href('download'), label: t('shell.download') },
  ];
  if (!user.hasPassword) links.push({ href: href('authSetPassword'), label: t('shell.setPassword') });
  if (!user.mobile) links.push({ href: href('authBind'), label: t('shell.bindPhone') });
  return (
    <BottomSheet open title={t('shell.account')} onClose={onClose}>
      <div class={styles.profile}>
        <span class={styles.avatar} aria-hidden="true">
          <UserIcon />
        </span>
        <div class={styles.who}>
          <strong class={styles.nickname}>{user.nickname || user.account || user.mobile}</strong>
          <span class={styles.uid}>{t('shell.uid', { id: user.id })}</span>
        </div>
      </div>
      <div class={styles.balance}>
        <span class={styles.label}>{t('shell.balance')}</span>
        <MemberBalance />
      </div>
      <ul class={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} class={styles.link} onClick={onClose}>
              <span class={styles.linkLabel}>
                {link.label}
                {link.dot ? <RedDot name="mail" label={t('shell.mailWaiting')} /> : null}
              </span>
              <ChevronRightIcon />
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            class={styles.link}
            onClick={() => {
              onClose();
              openCustomerService(config?.appCustomerServiceQueue, (user.vip ?? 0) > 0).catch(() => showToast(t('shell.serviceFailed'), 'error'));
            }}
          >
            <span>{t('shell.customerService')}</span>
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
      <div class={styles.row}>
        <span class={styles.label}>{t('shell.language')}</span>
        <LanguageSwitch />
      </div>
      <Button
        variant="ghost"
        block
        onClick={() => {
          onClose();
          void signOut('user');
        }}
      >
        <LogoutIcon /> {t('shell.logout')}
      </Button>
    </BottomSheet>
  );
}
