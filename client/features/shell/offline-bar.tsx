// "You're offline": shown over every frame while the phone has no connection (also after an
// offline reload, which the service worker answers with the app shell).
import { useStore } from '@nanostores/react';
import { $online } from '../../stores/connection';
import { useT } from '../../widgets/use-t';
import styles from './offline-bar.module.css';

export function OfflineBar() {
  const t = useT();
  const online = useStore($online);
  return online ? null : (
    <div class={styles.bar} role="status">
      {t('shell.offline')}
    </div>
  );
}
