// /withdrawal/{name} (spec section 2): the withdraw form for one kind of receiving account,
// `ewallet` (GCash, Maya) or `bank` (the route's check refuses any other name with the 404 page).
import type { AccountKind } from '../../../contract/wallet';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { WithdrawSection } from './withdraw-form';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { walletCatalog } from './wallet-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, walletCatalog, limitErrorsCatalog];

export default function WithdrawalPage({ params }: { params?: Record<string, string> }) {
  const t = useT();
  const kind: AccountKind = params?.name === 'bank' ? 'bank' : 'ewallet';
  return (
    <Page title={kind === 'bank' ? t('wallet.withdrawToBank') : t('wallet.withdrawToEwallet')} back>
      <WithdrawSection kind={kind} />
    </Page>
  );
}
