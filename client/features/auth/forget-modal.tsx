// The forgotten-password modal; success opens the login modal where the new password works (the
// phone tab with its password field and the number filled in).
import { useT } from '../../widgets/use-t';
import { openModal, type ModalProps } from '../../stores/modals';
import { showToast } from '../../stores/toast';
import { BottomSheet } from '../../ui/bottom-sheet';
import { ForgetForm } from './forget-form';
import './auth-catalog';

export default function ForgetModal({ mobile, redirect, onClose }: ModalProps<'forget'>) {
  const t = useT();
  return (
    <BottomSheet open title={t('auth.forget.title')} onClose={onClose}>
      <ForgetForm
        mobile={mobile}
        onDone={(done) => {
          showToast(t('auth.forget.done'), 'success');
          openModal({ name: 'login', tab: 'phone', method: 'password', mobile: done.mobile, redirect });
        }}
      />
    </BottomSheet>
  );
}
