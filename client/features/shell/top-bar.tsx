import { useStore } from '@nanostores/react';
import { useT } from '../../stores/locale';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { Button } from '../../ui/button';
import { MemberBalance } from '../../widgets/member-balance';
import { LanguageSwitch } from '../../widgets/language-switch';
import { Logo } from './logo';
import styles from './top-bar.module.css';

/** Logo and title, the language switch, and Login/Register (guests) or the balance (members). */
export function TopBar() {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  return (
    <header class={styles.bar}>
      <Logo />
      <div class={styles.end}>
        <LanguageSwitch />
        {loggedIn ? (
          <MemberBalance />
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => openModal({ name: 'login' })}>
              {t('shell.login')}
            </Button>
            <Button size="sm" onClick={() => openModal({ name: 'register' })}>
              {t('shell.register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
