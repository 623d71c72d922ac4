// The login modal (a bottom sheet). Success closes it and, when asked, goes to `redirect`. Opened
// for a reason (given, or read from `redirect`: a game, Deposit, Account, feedback...) its title
// says why and a line says the account is free (with the sign-up bonus); the way to register keeps
// the destination, so a new player also lands where they were going.
import { navigate, safeRedirect } from '../../lib/navigate';
import { useT } from '../../widgets/use-t';
import { openModal, type ModalProps } from '../../stores/modals';
import { showToast } from '../../stores/toast';
import { BottomSheet } from '../../ui/bottom-sheet';
import { LoginForm } from './login-form';
import { LoginReasonLine } from './login-reason-line';
import { loginReasonFor, loginTitleKey } from './login-reasons';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';
import { ageNoticeCatalog } from '../../i18n/age-notice-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, ageNoticeCatalog, errorsCatalog, limitErrorsCatalog];

export default function LoginModal({ tab, redirect, reason: given, method, mobile, onClose }: ModalProps<'login'>) {
  const t = useT();
  const reason = given ?? loginReasonFor(redirect);
  const onSuccess = (signedUp = false): void => {
    onClose();
    showToast(t(signedUp ? 'auth.register.welcome' : 'auth.login.welcome'), 'success');
    if (redirect) navigate(safeRedirect(redirect));
  };
  return (
    <BottomSheet open title={t(loginTitleKey(reason))} onClose={onClose}>
      {reason ? <LoginReasonLine reason={reason} /> : null}
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
