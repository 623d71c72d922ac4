// /bonus: the bonus centre's overview: the player's bonus money, every way to earn (a red dot where
// a reward waits), and the honest terms: what a turnover is and how much each reward asks.
import { useStore } from '@nanostores/react';
import { DEFAULT_BONUS_TURNOVER, type BonusKind } from '../../../contract/bonus';
import { href } from '../../../contract/route-paths';
import { atom } from 'nanostores';
import { $config } from '../../stores/config';
import { $isLoggedIn } from '../../stores/session';
import { Page } from '../../ui/page';
import { bonusCatalog } from '../../widgets/bonus-catalog';
import { useT } from '../../widgets/use-t';
import { ShortcutIcon } from '../../widgets/shortcut-icons';
import { bonusCentreCatalog } from './bonus-centre-catalog';
import { visibleBonusEntries, type BonusEntry } from './bonus-entries';
import { BonusSummaryCard } from './bonus-summary-card';
import { KIND_LABELS } from './reward-kinds';
import styles from './bonus-centre.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [bonusCentreCatalog, bonusCatalog];

export default function BonusHomePage() {
  const t = useT();
  const config = useStore($config);
  const kinds = Object.keys(KIND_LABELS) as BonusKind[];
  return (
    <Page title={t('bonusCentre.title')}>
      <div class={styles.section}>
        <BonusSummaryCard details />
        <nav class={styles.card} aria-labelledby="bonus-ways">
          <h2 id="bonus-ways" class={styles.heading}>
            {t('bonusCentre.ways')}
          </h2>
          <ul class={styles.entries}>
            {visibleBonusEntries().map((entry) => (
              <EntryLink key={entry.route} entry={entry} />
            ))}
          </ul>
        </nav>
        <section class={styles.card} aria-labelledby="bonus-rules">
          <h2 id="bonus-rules" class={styles.heading}>
            {t('bonusCentre.rulesTitle')}
          </h2>
          <p class={styles.hint}>{t('bonusCentre.rules')}</p>
          <table class={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('bonusCentre.turnoverHead')}</th>
                <th scope="col">{t('bonusCentre.turnoverTimes')}</th>
              </tr>
            </thead>
            <tbody>
              {kinds.map((kind) => {
                const times = config?.bonusTurnover?.[kind] ?? DEFAULT_BONUS_TURNOVER[kind];
                return (
                  <tr key={kind}>
                    <td>{t(KIND_LABELS[kind])}</td>
                    <td>{times > 0 ? t('bonusCentre.times', { times }) : t('bonusCentre.none')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </div>
    </Page>
  );
}

const NO_DOT = atom(false);

function EntryLink({ entry }: { entry: BonusEntry & { route: Parameters<typeof href>[0] } }) {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  const waiting = useStore(entry.dot ?? NO_DOT) && loggedIn;
  return (
    <li>
      <a class={styles.entry} href={(href as (name: string) => string)(entry.route)} data-testid="bonus-entry">
        <span class={styles.entryIcon}>
          <ShortcutIcon name={entry.icon} />
          {waiting && (
            <span class={styles.dot}>
              <span class="visually-hidden">{t('bonusCentre.waiting')}</span>
            </span>
          )}
        </span>
        <span>{t(entry.label)}</span>
      </a>
    </li>
  );
}
