// Log out asks once: a sheet (Back, Escape or its close button keep the player in), then home
// (stores/session.ts). A modal of the registry, so the member page's chunk carries only its name.
import { signOut } from '../../stores/session';
import type { ModalProps } from '../../stores/modals';
import { mutation } from '../../stores/server-state-mutation';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Button } from '../../ui/button';
import styles from './logout.module.css';
import { logoutCatalog } from './logout-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [logoutCatalog];

export default function LogoutModal({ onClose }: ModalProps<'logout'>) {
  const t = useT();
  // One tap is one logout: the button waits for the server's answer (a slow network shows it).
  const leaving = useMutation(() => mutation(null, () => signOut('user')));
  return (
    <BottomSheet
      open
      title={t('logout.title')}
      onClose={onClose}
      footer={
        <div class={styles.sheetActions}>
          <Button variant="secondary" block onClick={onClose}>
            {t('logout.stay')}
          </Button>
          <Button block loading={leaving.pending} onClick={() => leaving.start()}>
            {t('logout.confirm')}
          </Button>
        </div>
      }
    >
      <p class={styles.sheetText}>{t('logout.text')}</p>
    </BottomSheet>
  );
}
