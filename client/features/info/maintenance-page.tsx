// /maintenance, in a bare frame (the header with the brand and the language only). What a player
// worries about when the casino is closed: that the money is safe, when it opens again (the
// operator's end time, in Manila time and said so), and a way to reach support that needs none of
// the operator's calls (the chat widget, the support address); those calls answer 503 meanwhile.
import { useStore } from '@nanostores/react';
import { useT } from '../../widgets/use-t';
import { formatDateTime } from '../../lib/date-time';
import { $config } from '../../stores/config';
import { $locale } from '../../stores/locale';
import { $maintenanceCheck, checkMaintenance } from '../../stores/maintenance';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { onlineLine, openChat } from '../../widgets/customer-service';
import { Button } from '../../ui/button';
import styles from './info-page.module.css';
import { infoCatalog } from './info-catalog';
import { EMAIL } from './contact-line';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [infoCatalog];

/** Shown while the operator is in maintenance; the store polls preLogin every 30 s meanwhile. */
export default function MaintenancePage() {
  const t = useT();
  const locale = useStore($locale);
  const config = useStore($config);
  const user = useStore($user);
  // Subscribing starts the store's 30 s polling; leaving the page stops it.
  const check = useStore($maintenanceCheck);
  const endTime = config?.maintenance.endTime;
  // Only the chat: the /service page asks the operator for its lines, which answers 503 now.
  const line = onlineLine(config?.appCustomerServiceQueue, (user?.vip ?? 0) > 0);
  const email = config?.clientConfig.email ?? '';
  return (
    <section class={`screen-message ${styles.maintenance}`}>
      <svg class={styles.maintenanceIcon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.6">
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
      </svg>
      <h1>{t('info.maintenanceTitle')}</h1>
      <p class={styles.safe} data-testid="maintenance-safe">
        {t('info.maintenanceSafe')}
      </p>
      {endTime ? (
        <p data-testid="maintenance-end">{t('info.maintenanceUntil', { time: formatDateTime(endTime, locale) })}</p>
      ) : null}
      <p>{t('info.maintenanceMessage')}</p>
      <Button loading={check.pending} onClick={() => void checkMaintenance()}>
        {t('common.retry')}
      </Button>
      {line ? (
        <Button variant="secondary" onClick={() => void openChat(line).catch(() => showToast(t('info.supportFailed'), 'error'))}>
          {t('info.maintenanceChat')}
        </Button>
      ) : null}
      {EMAIL.test(email) ? (
        <a class={styles.supportLink} href={`mailto:${email}`}>
          {t('info.maintenanceEmail', { email })}
        </a>
      ) : null}
    </section>
  );
}
