// The lottery pages' shortcuts: buy, my tickets, past draws, my winnings, rules (44 px targets).
import { href, type RouteName } from '../../../contract/route-paths';
import type { TranslationKey } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import styles from './lottery.module.css';

const LINKS: readonly { route: RouteName; label: TranslationKey }[] = [
  { route: 'activityLotteryOrder', label: 'lottery.linkOrder' },
  { route: 'activityLotteryHistory', label: 'lottery.linkHistory' },
  { route: 'activityLotteryRecord', label: 'lottery.linkRecord' },
  { route: 'activityLotteryRule', label: 'lottery.linkRule' },
];

export function LotteryNav() {
  const t = useT();
  return (
    <nav class={styles.nav} aria-label={t('lottery.title')}>
      {LINKS.map((link) => (
        <a key={link.route} class={styles.navLink} href={href(link.route)}>
          {t(link.label)}
        </a>
      ))}
    </nav>
  );
}
