// A payment provider's mark, drawn by us: its name on a badge of its colour (no trademarked
// artwork). Channel tiles on the deposit form and the home page's cash-in tiles use it.
import type { PayProvider } from '../../contract/wallet';
import styles from './provider-mark.module.css';

/** The name each provider is known by, as its badge writes it. */
export const PROVIDER_NAMES: Record<PayProvider, string> = { gcash: 'GCash', maya: 'Maya', qrph: 'QR Ph', instapay: 'InstaPay' };

/** The badge of `provider` (decorative where the caller names the channel itself). */
export function ProviderMark({ provider, large = false }: { provider: PayProvider; large?: boolean }) {
  return (
    <span class={`${styles.mark} ${large ? styles.large : ''}`} data-provider={provider} data-testid={`mark-${provider}`}>
      {PROVIDER_NAMES[provider]}
    </span>
  );
}
