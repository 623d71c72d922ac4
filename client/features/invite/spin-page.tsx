// /activity/spin (InviteUserSpin's page; guests too): the invite wheel.
import { errorsCatalog } from '../../i18n/errors-catalog';
import { Page } from '../../ui/page';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useT } from '../../widgets/use-t';
import { inviteCatalog } from './invite-catalog';
import { SpinPanel } from './spin-panel';
import styles from './invite.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, inviteCatalog, rewardCatalog];

export default function SpinPage() {
  const t = useT();
  return (
    <Page title={t('invite.spin.title')} back>
      <div class={styles.section}>
        <SpinPanel />
      </div>
    </Page>
  );
}
