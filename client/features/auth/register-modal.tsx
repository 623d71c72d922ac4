// The registration modal (a bottom sheet); success closes it and goes to `redirect` when asked (a
// guest who tapped a game lands in it). A player who registered without a phone is told to link
// one (home keeps a card for it), the only way to reset a forgotten password without support.
import { useStore } from '@nanostores/react';
import { navigate, safeRedirect } from '../../lib/navigate';
import { useT } from '../../widgets/use-t';
import { openModal, type ModalProps } from '../../stores/modals';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { BottomSheet } from '../../ui/bottom-sheet';
import { RegisterForm } from './register-form';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';
import { ageNoticeCatalog } from '../../i18n/age-notice-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, ageNoticeCatalog, errorsCatalog, limitErrorsCatalog];

export default function RegisterModal({ inviteCode, redirect, reason, onClose }: ModalProps<'register'>) {
  const t = useT();
  useStore($user);
  const onSuccess = (): void => {
    onClose();
    const noPhone = !$user.get()?.mobile;
    showToast(noPhone ? t('auth.register.welcomeBindPhone') : t('auth.register.welcome'), 'success');
    if (redirect) navigate(safeRedirect(redirect));
  };
  return (
    <BottomSheet open title={reason === 'play' ? t('auth.register.toPlay') : t('auth.register.title')} onClose={onClose}>
      <RegisterForm
        inviteCode={inviteCode}
        redirect={redirect ? safeRedirect(redirect) : location.pathname + location.search}
        onSuccess={onSuccess}
        onLogin={() => openModal({ name: 'login', redirect, reason })}
      />
    </BottomSheet>
  );
}
