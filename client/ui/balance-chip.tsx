import { CoinIcon, RefreshIcon } from './icons';
import styles from './balance-chip.module.css';

export interface BalanceChipProps {
  /** Already formatted amount, e.g. "₱1,234.56". */
  amount: string;
  amountLabel: string;
  refreshLabel: string;
  refreshing: boolean;
  onRefresh: () => void;
  large?: boolean;
  /** A "+" link to deposit, with its accessible name. */
  deposit?: { href: string; label: string };
}

/** A balance with a refresh button (presentational; callers bring the store). */
export function BalanceChip({ amount, amountLabel, refreshLabel, refreshing, onRefresh, large = false, deposit }: BalanceChipProps) {
  return (
    <div class={`${styles.chip} ${large ? styles.large : ''}`}>
      <CoinIcon class={styles.coin} />
      <span class={styles.amount} aria-label={`${amountLabel}: ${amount}`} data-testid="balance">
        {amount}
      </span>
      <button type="button" class={`${styles.refresh} ${refreshing ? styles.spinning : ''}`} aria-label={refreshLabel} aria-busy={refreshing} onClick={onRefresh}>
        <RefreshIcon />
      </button>
      {deposit && (
        <a class={styles.deposit} href={deposit.href} aria-label={deposit.label} data-testid="deposit-link">
          +
        </a>
      )}
    </div>
  );
}
