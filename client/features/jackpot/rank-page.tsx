// /rank (activity 50, the activity-access check): the whole jackpot ranking, biggest win first,
// ten a page with 'No more' at the end, and the player's own row.
import { Page } from '../../ui/page';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useT } from '../../widgets/use-t';
import { jackpotCatalog } from './jackpot-catalog';
import { JackpotRank } from './jackpot-lists';
import styles from './jackpot.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [jackpotCatalog, rewardCatalog];

export default function RankPage() {
  const t = useT();
  return (
    <Page title={t('jackpot.rankTitle')} back>
      <div class={styles.pageBody} data-testid="rank-page">
        <JackpotRank />
      </div>
    </Page>
  );
}
