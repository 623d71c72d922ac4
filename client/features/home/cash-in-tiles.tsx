// One-tap cash-in from home: a tile per e-wallet most players top up with (GCash, Maya), straight
// to the deposit form with that channel picked. Part of the lobby's chunk, not the first paint; the
// badge is drawn here like ui/provider-mark's (same colours), since importing that would make a
// chunk shared with the wallet, and every chunk the lobby needs is listed in the first paint.
import { href } from '../../../contract/route-paths';
import type { PayProvider } from '../../../contract/wallet';
import { useT } from '../../widgets/use-t';
import styles from './lobby.module.css';

const CASH_IN: readonly { provider: PayProvider; name: string }[] = [
  { provider: 'gcash', name: 'GCash' },
  { provider: 'maya', name: 'Maya' },
];

export function CashInTiles() {
  const t = useT();
  return (
    <nav class={styles.cashIn} aria-label={t('games.cashIn')} data-testid="cash-in">
      {CASH_IN.map(({ provider, name }) => (
        <a key={provider} class={styles.cashInTile} href={href('wallets', { query: { name: 'deposit', back: 1, channel: provider } })} data-testid={`cash-in-${provider}`}>
          <span class={styles.cashInMark} data-provider={provider} aria-hidden="true">
            {name}
          </span>
          <span class={styles.cashInText}>{t('games.cashInWith', { name })}</span>
        </a>
      ))}
    </nav>
  );
}
