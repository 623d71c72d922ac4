// The player's bonus money at a glance (refreshData's `bonus`, read again on show): free bonus
// waiting for a first deposit, bonus in the balance and the turnover that still holds it.
import { useEffect } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { formatMoney } from '../../lib/money';
import { openModal } from '../../stores/modals';
import { $user, refreshBalance } from '../../stores/session';
import { Button } from '../../ui/button';
import { useT } from '../../widgets/use-t';
import styles from './bonus-centre.module.css';

export function BonusSummaryCard({ details = false }: { details?: boolean }) {
  const t = useT();
  const user = useStore($user);
  const loggedIn = !!user && user.id !== 0;
  useEffect(() => {
    if (loggedIn) void refreshBalance();
  }, [loggedIn]);
  if (!loggedIn) {
    return (
      <section class={styles.card}>
        <p>{t('bonusCentre.guest')}</p>
        <Button onClick={() => openModal({ name: 'login', reason: 'rewards' })}>{t('bonusCentre.login')}</Button>
      </section>
    );
  }
  const bonus = user.bonus;
  const held = !!bonus && (bonus.pending > 0 || bonus.locked > 0);
  return (
    <section class={styles.card} aria-labelledby="bonus-summary" data-testid="bonus-summary">
      <h2 id="bonus-summary" class={styles.heading}>
        {t('bonusCentre.summary')}
      </h2>
      {!held && <p>{t('bonusCentre.allCash')}</p>}
      {bonus && bonus.pending > 0 && (
        <p>
          {t('bonusCentre.pending', { amount: formatMoney(bonus.pending) })}{' '}
          <a class={styles.link} href={href('wallets', { query: { name: 'deposit' } })}>
            {t('bonusCentre.depositNow')}
          </a>
        </p>
      )}
      {bonus && bonus.locked > 0 && (
        <p>
          {t('bonusCentre.locked', { amount: formatMoney(bonus.locked) })} {t('bonusCentre.turnoverLeft', { left: formatMoney(bonus.turnoverLeft) })}
        </p>
      )}
      {details && held && (
        <a class={styles.link} href={href('bonusReward')}>
          {t('bonusCentre.seeHeld')}
        </a>
      )}
    </section>
  );
}
