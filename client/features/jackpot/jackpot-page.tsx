// /activity/jackpot (activity 47's page, for links): the same jackpot as the modal, on a page.
import { errorsCatalog } from '../../i18n/errors-catalog';
import { Page } from '../../ui/page';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useT } from '../../widgets/use-t';
import { jackpotCatalog } from './jackpot-catalog';
import { JackpotContent } from './jackpot-content';
import styles from './jackpot.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, jackpotCatalog, rewardCatalog];

export default function JackpotPage() {
  const t = useT();
  return (
    <Page title={t('jackpot.title')} back>
      <div class={styles.pageBody}>
        <JackpotContent rankLink />
      </div>
    </Page>
  );
}
