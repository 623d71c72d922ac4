import { useStore } from '@nanostores/react';
import { useT } from '../../widgets/use-t';
import { $maintenanceCheck, checkMaintenance } from '../../stores/maintenance';
import { Button } from '../../ui/button';
import styles from './info-page.module.css';
import { infoCatalog } from './info-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [infoCatalog];

/** Shown while the operator is in maintenance; the store polls preLogin every 30 s meanwhile. */
export default function MaintenancePage() {
  const t = useT();
  // Subscribing starts the store's 30 s polling; leaving the page stops it.
  const check = useStore($maintenanceCheck);
  return (
    <section class="screen-message">
      <svg class={styles.maintenanceIcon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.6">
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
      </svg>
      <h1>{t('info.maintenanceTitle')}</h1>
      <p>{t('info.maintenanceMessage')}</p>
      <Button loading={check.pending} onClick={() => void checkMaintenance()}>
        {t('common.retry')}
      </Button>
    </section>
  );
}
