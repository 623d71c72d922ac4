// The signed-in member's balance chip, connected to the session (top bar, account sheet, home card).
import { useStore } from '@nanostores/react';
import { formatMoney } from '../lib/money';
import { href } from '../../contract/route-paths';
import { useT } from './use-t';
import { $balanceRefreshing, $user, refreshBalance } from '../stores/session';
import { showToast } from '../stores/toast';
import { BalanceChip } from '../ui/balance-chip';

/** The signed-in member's balance with refresh; `large` for the home card. */
export function MemberBalance({ large = false }: { large?: boolean }) {
  const t = useT();
  const user = useStore($user);
  const refreshing = useStore($balanceRefreshing);
  return (
    <BalanceChip
      large={large}
      amount={formatMoney(user?.coin ?? 0)}
      amountLabel={t('shell.balance')}
      refreshLabel={t('shell.refreshBalance')}
      refreshing={refreshing}
      onRefresh={() => refreshBalance().catch(() => showToast(t('shell.refreshFailed'), 'error'))}
      deposit={{ href: href('wallets', { query: { name: 'deposit', back: 1 } }), label: t('shell.deposit') }}
    />
  );
}
