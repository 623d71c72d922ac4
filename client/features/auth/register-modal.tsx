// The registration modal (a bottom sheet); success closes it.
import { useT } from '../../stores/locale';
import { openModal, type ModalProps } from '../../stores/modals';
import { showToast } from '../../stores/toast';
import { BottomSheet } from '../../ui/bottom-sheet';
import { RegisterForm } from './register-form';
import './auth-catalog';

export default function RegisterModal({ inviteCode, onClose }: ModalProps<'register'>) {
  const t = useT();
  const onSuccess = (): void => {
    onClose();
    showToast(t('auth.register.welcome'), 'success');
  };
  return (
    <BottomSheet open title={t('auth.register.title')} onClose={onClose}>
      <RegisterForm
        inviteCode={inviteCode}
        redirect={location.pathname + location.search}
        onSuccess={onSuccess}
        onLogin={() => openModal({ name: 'login' })}
      />
    </BottomSheet>
  );
}
