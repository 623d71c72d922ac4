// The bankruptcy modal (spec section 2): shown when a bet fails for lack of money or the balance
// reaches zero after a round. VIPs are reminded of the bet rebate ('Bet Rebate', 'I Remember');
// others get a tip with 'Become a VIP now', which opens deposit.
import { useStore } from '@nanostores/react';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { $user } from '../../stores/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
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
          <Button block onClick={onClose}>
            {t('wallet.bankruptcyRemember')}
          </Button>
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
