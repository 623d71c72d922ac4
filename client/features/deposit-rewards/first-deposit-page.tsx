// /activity/first-deposit (guests too): the operator's offer on a first deposit, tier by tier,
// with its rule and turnover; a Deposit button while it is open (Register / Log in for a guest);
// after the first deposit, what it paid and what unlocks it. The reward itself is paid by the
// server with the deposit: there is nothing to claim here.
import { useStore } from '@nanostores/react';
import { useEffect } from 'preact/hooks';
import type { FirstDepositInfo } from '../../../contract/deposit-rewards';
import { href } from '../../../contract/route-paths';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useT } from '../../widgets/use-t';
import { depositRewardsCatalog } from './deposit-rewards-catalog';
import { $firstDepositInfo } from './first-deposit-store';
import { FirstDepositTiers, topBonus, TurnoverTerms } from './first-deposit-tiers';
import styles from './deposit-rewards.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [depositRewardsCatalog];

export default function FirstDepositPage() {
  const t = useT();
  const info = useStore($firstDepositInfo);
  // What the offer says changes with a deposit: read it again on every visit (the first one loads by itself).
  useEffect(() => {
    if ($firstDepositInfo.get().data) void $firstDepositInfo.reload();
  }, []);
  return (
    <Page title={t('depositRewards.firstTitle')} back>
      {info.data ? (
        <OfferView info={info.data} />
      ) : info.error ? (
        <div class={styles.problem} role="alert">
          <p>{t('depositRewards.loadFailed')}</p>
          <Button onClick={() => void $firstDepositInfo.reload()}>{t('depositRewards.retry')}</Button>
        </div>
      ) : (
        <div class={styles.section} aria-busy="true" data-testid="first-deposit-loading">
          <Skeleton height="calc(1.6 * var(--u))" />
          <Skeleton width="40%" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="calc(0.8 * var(--u))" />
          ))}
        </div>
      )}
    </Page>
  );
}

function OfferView({ info }: { info: FirstDepositInfo }) {
  const t = useT();
  const top = topBonus(info.tiers);
  return (
    <div class={styles.section}>
      {/* The promise is for a player who can still take it; the others read the terms below. */}
      {info.status === 'open' && top > 0 && (
        <section class={styles.hero} aria-labelledby="first-deposit-headline">
          <h2 id="first-deposit-headline" class={styles.headline}>
            {t('depositRewards.firstHeadline', { amount: formatMoney(top) })}
          </h2>
          <p class={styles.lead}>{t('depositRewards.firstLead')}</p>
        </section>
      )}
      {info.status === 'paid' && info.paid && <Received paid={info.paid} />}
      {info.tiers.length > 0 && (
        <>
          <h2 class={styles.heading}>{t('depositRewards.tiers')}</h2>
          <FirstDepositTiers tiers={info.tiers} label={t('depositRewards.tiers')} />
          <p class={styles.terms}>{t('depositRewards.firstRule')}</p>
          <TurnoverTerms times={info.turnover} />
        </>
      )}
      <OfferAction info={info} />
    </div>
  );
}

function Received({ paid }: { paid: NonNullable<FirstDepositInfo['paid']> }) {
  const t = useT();
  const state =
    paid.bonusStatus === 'locked'
      ? t('depositRewards.paidLocked', { left: formatMoney(paid.turnoverLeft) })
      : paid.bonusStatus === 'released'
        ? t('depositRewards.paidReleased')
        : t('depositRewards.paidLost');
  return (
    <section class={styles.received} data-testid="first-deposit-paid" aria-labelledby="first-deposit-paid">
      <h2 id="first-deposit-paid" class={styles.heading}>
        {t('depositRewards.paidTitle', { amount: formatMoney(paid.bonus) })}
      </h2>
      <p class={styles.hint}>{t('depositRewards.paidDetail', { orderNo: paid.orderNo })}</p>
      <p class={styles.hint}>{state}</p>
    </section>
  );
}

const totals = href('bonusRebate');
const deposit = () => navigate(href('wallets', { query: { name: 'deposit' } }));

function OfferAction({ info }: { info: FirstDepositInfo }) {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  if (!loggedIn) {
    if (info.status === 'off') return <p class={styles.notice}>{t('depositRewards.off')}</p>;
    const redirect = href('activityFirstDeposit');
    return (
      <div class={styles.actions}>
        <p class={styles.notice}>{t('depositRewards.guest')}</p>
        <Button block onClick={() => openModal({ name: 'register', redirect })}>
          {t('depositRewards.register')}
        </Button>
        <Button block variant="secondary" onClick={() => openModal({ name: 'login', redirect })}>
          {t('depositRewards.login')}
        </Button>
      </div>
    );
  }
  const link = (
    <a class={styles.link} href={totals}>
      {t('depositRewards.totalsLink')}
    </a>
  );
  switch (info.status) {
    case 'open':
      return (
        <div class={styles.actions}>
          <Button block onClick={deposit}>
            {t('depositRewards.deposit')}
          </Button>
        </div>
      );
    case 'paid':
      return <div class={styles.actions}>{link}</div>;
    case 'closed':
      return (
        <div class={styles.actions}>
          <p class={styles.notice}>{t('depositRewards.closed')}</p>
          {link}
        </div>
      );
    case 'off':
      return <p class={styles.notice}>{t('depositRewards.off')}</p>;
  }
}
