// One-tap cash-in from home: a tile per e-wallet most players top up with (GCash, Maya), straight
// to the deposit form with that channel picked. Part of the lobby's chunk, not the first paint.
import { href } from '../../../contract/route-paths';
import type { PayProvider } from '../../../contract/wallet';
import { PROVIDER_NAMES, ProviderMark } from '../../ui/provider-mark';
import { useT } from '../../widgets/use-t';
import styles from './lobby.module.css';

const CASH_IN: readonly PayProvider[] = ['gcash', 'maya'];

export function CashInTiles() {
  const t = useT();
  return (
    <nav class={styles.cashIn} aria-label={t('games.cashIn')} data-testid="cash-in">
      {CASH_IN.map((provider) => (
        <a key={provider} class={styles.cashInTile} href={href('wallets', { query: { name: 'deposit', back: 1, channel: provider } })} data-testid={`cash-in-${provider}`}>
          <ProviderMark provider={provider} large />
          <span class={styles.cashInText}>{t('games.cashInWith', { name: PROVIDER_NAMES[provider] })}</span>
        </a>
      ))}
    </nav>
  );
}
