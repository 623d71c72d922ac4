// The login modal (a bottom sheet). Success closes it and, when asked, goes to `redirect`.
import { navigate, safeRedirect } from '../../lib/navigate';
import { useT } from '../../stores/locale';
import { openModal, type ModalProps } from '../../stores/modals';
import { showToast } from '../../stores/toast';
import { BottomSheet } from '../../ui/bottom-sheet';
import { LoginForm } from './login-form';
import './auth-catalog';

export default function LoginModal({ tab, redirect, onClose }: ModalProps<'login'>) {
  const t = useT();
  const onSuccess = (): void => {
    onClose();
    showToast(t('auth.login.welcome'), 'success');
    if (redirect) navigate(safeRedirect(redirect));
  };
  return (
    <BottomSheet open title={t('auth.login.title')} onClose={onClose}>
      <LoginForm
        tab={tab}
        redirect={redirect ? safeRedirect(redirect) : location.pathname + location.search}
        onSuccess={onSuccess}
        onForgot={() => openModal({ name: 'forget' })}
        onRegister={() => openModal({ name: 'register' })}
      />
    </BottomSheet>
  );
}
