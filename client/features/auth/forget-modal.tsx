// The forgotten-password modal; success opens the login modal where the new password works (the
// phone tab with its password field and the number filled in).
import { useT } from '../../widgets/use-t';
import { openModal, type ModalProps } from '../../stores/modals';
import { showToast } from '../../stores/toast';
import { BottomSheet } from '../../ui/bottom-sheet';
import { ForgetForm } from './forget-form';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, errorsCatalog, limitErrorsCatalog];

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
