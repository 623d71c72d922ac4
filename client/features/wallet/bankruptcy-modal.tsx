// The bankruptcy modal (spec section 2): shown when a bet fails for lack of money or the balance
// reaches zero after a round. VIPs are reminded of the bet rebate ('Bet Rebate', 'I Remember'),
// with what it pays now and the way to claim it when some is due; others get a tip with 'Become a
// VIP now', which opens deposit.
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { $user } from '../../stores/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { $rebateWaiting } from './rebate-waiting-store';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [walletCatalog];

export default function BankruptcyModal({ onClose }: ModalProps<'bankruptcy'>) {
  const t = useT();
  const user = useStore($user);
  const vip = (user?.vip ?? 0) > 0;
  return (
    <Dialog open title={vip ? t('wallet.bankruptcyVipTitle') : t('wallet.bankruptcyTitle')} onClose={onClose}>
      <div class={styles.outcome}>
        <p>{vip ? t('wallet.bankruptcyVipMessage') : t('wallet.bankruptcyMessage')}</p>
        {vip ? (
          <VipRebate onClose={onClose} />
        ) : (
          <Button
            block
            onClick={() => {
              onClose();
              navigate(href('wallets', { query: { name: 'deposit', back: 1 } }));
            }}
          >
            {t('wallet.bankruptcyBecomeVip')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** The rebate waiting (a button to claim it when some is due) and 'I Remember'. */
function VipRebate({ onClose }: { onClose: () => void }) {
  const t = useT();
  const rebate = useStore($rebateWaiting);
  const total = rebate.data?.total ?? 0;
  return (
    <>
      {rebate.data ? (
        total > 0 ? (
          <p data-testid="bankruptcy-rebate">
            <strong>{t('wallet.bankruptcyRebateWaiting', { amount: formatMoney(total) })}</strong>
          </p>
        ) : null
      ) : rebate.loading ? (
        <Skeleton width="70%" />
      ) : null}
      {total > 0 ? (
        <Button
          block
          onClick={() => {
            onClose();
            navigate(href('vipRebate'));
          }}
        >
          {t('wallet.bankruptcyClaimRebate')}
        </Button>
      ) : null}
      <Button block variant={total > 0 ? 'secondary' : 'primary'} onClick={onClose}>
        {t('wallet.bankruptcyRemember')}
      </Button>
    </>
  );
}
