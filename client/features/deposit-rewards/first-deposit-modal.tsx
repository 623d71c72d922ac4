// The first-deposit popup (activities 44 and 39; spec §4: it opens its own modal): the offer tier
// by tier with its turnover, and a way to take it: Deposit now for a member, Register / Log in
// for a guest. It reads the offer as it stands when it opens and shows only while the offer is
// open, so it never shows after the first deposit (the popup rule's deposit total can be older
// than this session's deposits).
import { useStore } from '@nanostores/react';
import { useEffect } from 'preact/hooks';
import { href } from '../../../contract/route-paths';
import { safeImageUrl } from '../../../contract/safe-url';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { $activityState } from '../../stores/activities';
import { openModal, type ModalProps } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { Button } from '../../ui/button';
import { ArtButton } from '../../ui/art-button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../widgets/use-t';
import { depositRewardsCatalog } from './deposit-rewards-catalog';
import { $firstDepositInfo } from './first-deposit-store';
import { FirstDepositTiers, topBonus, TurnoverTerms } from './first-deposit-tiers';
import styles from './deposit-rewards.module.css';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [depositRewardsCatalog];

export default function FirstDepositModal({ activityId, onClose }: ModalProps<'firstDeposit'>) {
  const t = useT();
  const info = useStore($firstDepositInfo);
  const loggedIn = useStore($isLoggedIn);
  const banner = safeImageUrl(useStore($activityState).data?.activityMap?.[String(activityId)]?.banner);
  useEffect(() => {
    if ($firstDepositInfo.get().data) void $firstDepositInfo.reload();
  }, []);
  const offer = info.loading ? undefined : info.data;
  const closed = !info.loading && (info.error !== undefined || (offer !== undefined && (offer.status !== 'open' || offer.tiers.length === 0)));
  // Nothing to offer (deposited, switched off, not loaded): the popup gives way to the next one.
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  if (!offer || closed) return null;
  const redirect = href('activityFirstDeposit');
  const deposit = () => {
    onClose();
    navigate(href('wallets', { query: { name: 'deposit', back: 1 } }));
  };
  const register = () => {
    openModal({ name: 'register', redirect });
    onClose();
  };
  const actions = loggedIn ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('depositRewards.later')}
      </Button>
      <Button onClick={deposit}>{t('depositRewards.deposit')}</Button>
    </>
  ) : (
    // The sign-in sheet opens before this one closes, so the queue's next popup waits behind it.
    <>
      <Button
        variant="secondary"
        onClick={() => {
          openModal({ name: 'login', redirect });
          onClose();
        }}
      >
        {t('depositRewards.login')}
      </Button>
      <Button onClick={register}>{t('depositRewards.register')}</Button>
    </>
  );
  return (
    <Dialog open title={t('depositRewards.firstTitle')} onClose={onClose} actions={actions}>
      <div class={styles.popup} data-testid="first-deposit-popup">
        {/* The banner draws a button: tapping it takes the main action (deposit, or register for a guest). */}
        {banner ? <ArtButton class={styles.banner} src={banner} onClick={loggedIn ? deposit : register} /> : null}
        <p class={styles.popupHeadline}>{t('depositRewards.firstHeadline', { amount: formatMoney(topBonus(offer.tiers)) })}</p>
        <FirstDepositTiers tiers={offer.tiers} label={t('depositRewards.tiers')} />
        <TurnoverTerms times={offer.turnover} />
        {!loggedIn && <p class={styles.terms}>{t('depositRewards.guest')}</p>}
      </div>
    </Dialog>
  );
}
