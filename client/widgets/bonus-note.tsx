// What of the member's money is bonus, in one line where the balance is shown: free bonuses that
// wait for a first deposit (spec §1: "Free bonuses need at least one valid top-up to earn"), and
// bonus money in the balance that the turnover still holds. Nothing when there is neither.
import { useStore } from '@nanostores/react';
import { href } from '../../contract/route-paths';
import { formatMoney } from '../lib/money';
import { $user } from '../stores/session';
import { useT } from './use-t';
import styles from './bonus-note.module.css';

export function BonusNote({ deposit = true }: { deposit?: boolean }) {
  const t = useT();
  const bonus = useStore($user)?.bonus;
  if (!bonus || (bonus.pending <= 0 && bonus.locked <= 0)) return null;
  return (
    <div class={styles.note} data-testid="bonus-note">
      {bonus.pending > 0 && (
        <p>
          {t('bonus.pending', { amount: formatMoney(bonus.pending) })}{' '}
          {deposit && (
            <a class={styles.link} href={href('wallets', { query: { name: 'deposit' } })}>
              {t('bonus.depositNow')}
            </a>
          )}
        </p>
      )}
      {bonus.locked > 0 && <p>{t('bonus.locked', { amount: formatMoney(bonus.locked), left: formatMoney(bonus.turnoverLeft) })}</p>}
    </div>
  );
}
