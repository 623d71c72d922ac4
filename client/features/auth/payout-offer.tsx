// Shown under a self-excluded player's login refusal: the balance can still go out. The single-use
// ticket in the refusal stands for the login the player just proved; the withdrawal is reviewed
// like any other.
import { call } from '../../api/http';
import { useState } from 'preact/hooks';
import { LimitsErrorCode, type PayoutOffer as Offer } from '../../../contract/limits';
import * as limitsCalls from '../../../contract/limits';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../widgets/use-t';
import { mutation } from '../../stores/server-state-mutation';
import { Button } from '../../ui/button';
import { useMutation } from '../../widgets/use-mutation';
import styles from './auth-form.module.css';

/** requestPayout, for a refused login (no session: the ticket stands for it). */
const $requestPayout = mutation(null, (body: { ticket: string; accountId: number }) => call(limitsCalls.requestPayout, body));

export function PayoutOffer({ offer }: { offer: Offer }) {
  const t = useT();
  const [accountId, setAccountId] = useState(offer.accounts[0]?.id ?? 0);
  const paying = useMutation($requestPayout);
  const done = paying.data;
  const refusal = paying.error === undefined ? null : errorMessage(paying.error, { [LimitsErrorCode.payoutTicketInvalid]: 'auth.payout.expired' });
  if (done) {
    const label = offer.accounts.find((account) => account.id === accountId)?.label ?? '';
    return (
      <p class={styles.payout} role="status" data-testid="payout-done">
        {t('auth.payout.done', { amount: formatMoney(done.amount), account: label, orderNo: done.orderNo })}
      </p>
    );
  }
  return (
    <div class={styles.payout} data-testid="payout-offer">
      <p>{t('auth.payout.intro', { amount: formatMoney(offer.amount) })}</p>
      {offer.accounts.length ? (
        <>
          <div role="radiogroup" aria-label={t('auth.payout.to')} class={styles.payoutAccounts}>
            {offer.accounts.map((account) => (
              <label key={account.id} class={styles.payoutAccount}>
                <input type="radio" name="payout-account" checked={account.id === accountId} onChange={() => setAccountId(account.id)} />
                {account.label}
              </label>
            ))}
          </div>
          <Button block loading={paying.pending} disabled={paying.pending} onClick={() => paying.start({ ticket: offer.ticket, accountId })}>
            {t('auth.payout.pay', { amount: formatMoney(offer.amount) })}
          </Button>
        </>
      ) : (
        <p>{t('auth.payout.noAccount')}</p>
      )}
      {refusal && <p role="alert">{t(refusal.key, refusal.params)}</p>}
    </div>
  );
}
