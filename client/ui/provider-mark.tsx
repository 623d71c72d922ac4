// A payment provider's mark, drawn by us: its name on a badge of its colour (no trademarked
// artwork), on the deposit form's channel tiles (home's cash-in tiles draw the same in their chunk).
import type { PayProvider } from '../../contract/wallet';
import styles from './provider-mark.module.css';

/** The name each provider is known by, as its badge writes it. */
export const PROVIDER_NAMES: Record<PayProvider, string> = { gcash: 'GCash', maya: 'Maya', qrph: 'QR Ph', instapay: 'InstaPay' };

/** The badge of `provider` (decorative where the caller names the channel itself). */
export function ProviderMark({ provider }: { provider: PayProvider }) {
  return (
    <span class={styles.mark} data-provider={provider} data-testid={`mark-${provider}`}>
      {PROVIDER_NAMES[provider]}
    </span>
  );
}
