// The login modal (a bottom sheet). Success closes it and, when asked, goes to `redirect`. Opened
// for a reason (a guest tapped a game) it says why and what signing up brings, and the way to
// register keeps the destination, so a new player also lands in the game.
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../lib/money';
import { navigate, safeRedirect } from '../../lib/navigate';
import { $config } from '../../stores/config';
import { useT } from '../../widgets/use-t';
import { openModal, type ModalProps } from '../../stores/modals';
import { showToast } from '../../stores/toast';
import { BottomSheet } from '../../ui/bottom-sheet';
import { LoginForm } from './login-form';
import styles from './auth-form.module.css';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, errorsCatalog, limitErrorsCatalog];

export default function LoginModal({ tab, redirect, reason, method, mobile, onClose }: ModalProps<'login'>) {
  const t = useT();
  const bonus = useStore($config)?.userRegisterCoin ?? 0;
  const onSuccess = (): void => {
    onClose();
    showToast(t('auth.login.welcome'), 'success');
    if (redirect) navigate(safeRedirect(redirect));
  };
  return (
    <BottomSheet open title={reason === 'play' ? t('auth.login.toPlay') : t('auth.login.title')} onClose={onClose}>
      {reason === 'play' ? (
        <p class={styles.bonus} data-testid="login-reason">
          {bonus > 0 ? t('auth.login.toPlayBonus', { amount: formatMoney(bonus) }) : t('auth.login.toPlayText')}
        </p>
      ) : null}
      <LoginForm
        tab={tab}
        method={method}
        mobile={mobile}
        redirect={redirect ? safeRedirect(redirect) : location.pathname + location.search}
        onSuccess={onSuccess}
        onForgot={() => openModal({ name: 'forget', redirect })}
        onRegister={() => openModal({ name: 'register', redirect, reason })}
      />
    </BottomSheet>
  );
}
