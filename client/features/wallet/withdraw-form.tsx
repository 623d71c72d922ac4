// The withdraw tab: the receiving account, the amount within what can be withdrawn (holds explained
// with their numbers, never refused silently), the login password, and the pending result.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import { WalletErrorCode, type AccountKind, type ExchangeInfo, type WithdrawHold, type WithdrawRequest } from '../../../contract/wallet';
import type { ApiError } from '../../api/errors';
import { formatMoney, toMinor } from '../../lib/money';
import { href } from '../../../contract/route-paths';
import { errorMessage, type CodeMessages } from '../../stores/error-message';
import { passwordCodes } from '../../stores/limit-messages';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import type { AmountProblem } from './deposit-rules';
import { $exchangeInfo, $placeWithdrawal } from './withdraw-store';
import { withdrawCeiling, withdrawLeftToday, withdrawProblem } from './withdraw-rules';
import styles from './wallet.module.css';

const money = (error: ApiError, field: string) => formatMoney(Number(error.body[field]) || 0);

const CODES: CodeMessages = {
  ...passwordCodes('wallet.passwordBackoff', 'wallet.passwordLockedHere'),
  [WalletErrorCode.wrongPassword]: 'wallet.passwordWrong',
  [WalletErrorCode.accountNotFound]: 'wallet.accountNotFound',
  [WalletErrorCode.belowMinimum]: (e) => ({ key: 'wallet.withdrawBelowMinimum', params: { amount: money(e, 'minAmount') } }),
  [WalletErrorCode.aboveMaximum]: (e) => ({ key: 'wallet.withdrawAboveMaximum', params: { amount: money(e, 'maxAmount') } }),
  [WalletErrorCode.dailyLimitReached]: (e) => ({ key: 'wallet.withdrawOverDaily', params: { amount: money(e, 'left') } }),
  [WalletErrorCode.insufficientBalance]: (e) => ({ key: 'wallet.withdrawOverAvailable', params: { amount: money(e, 'withdrawable') } }),
  [WalletErrorCode.withdrawHeld]: (e) => ({ key: 'wallet.withdrawHeld', params: { amount: money(e, 'threshold') } }),
};

/** The withdraw form; `kind` keeps to the accounts of one kind (the spec's /withdrawal/{name}). */
export function WithdrawSection({ kind }: { kind?: AccountKind }) {
  const t = useT();
  const stored = useStore($exchangeInfo);
  const info = kind && stored.data ? { ...stored, data: { ...stored.data, accounts: stored.data.accounts.filter((a) => a.kind === kind) } } : stored;
  const [placed, setPlaced] = useState<WithdrawRequest | null>(null);
  if (placed) return <Placed request={placed} onAgain={() => setPlaced(null)} />;
  if (info.error !== undefined && !info.data) {
    return (
      <div class={styles.problem} role="alert">
        <p>{t('wallet.loadFailed')}</p>
        <Button onClick={() => void $exchangeInfo.reload()}>{t('wallet.retry')}</Button>
      </div>
    );
  }
  if (!info.data) {
    return (
      <div class={styles.section} aria-busy="true">
        <Skeleton width="60%" />
        <Skeleton width="100%" />
      </div>
    );
  }
  return <WithdrawForm info={info.data} onPlaced={setPlaced} />;
}

function Hold({ hold }: { hold: WithdrawHold }) {
  const t = useT();
  if (hold.reason === 'turnover') {
    return (
      <li>
        {t('wallet.holdTurnover', { locked: formatMoney(hold.locked), left: formatMoney(Math.max(0, hold.required - hold.done)), done: formatMoney(hold.done) })}
      </li>
    );
  }
  if (hold.reason === 'pending') {
    return (
      <li>
        {t('wallet.holdPending', { amount: formatMoney(hold.amount) })}{' '}
        <a class={styles.link} href={href('wallets', { query: { name: 'deposit' } })}>
          {t('wallet.depositNow')}
        </a>
      </li>
    );
  }
  return (
    <li>
      {t('wallet.holdKyc', { withdrawn: formatMoney(hold.withdrawn), threshold: formatMoney(hold.threshold) })}{' '}
      <a class={styles.link} href={href('memberProfileKyc')}>
        {t('wallet.verifyIdentity')}
      </a>
    </li>
  );
}

function WithdrawForm({ info, onPlaced }: { info: ExchangeInfo; onPlaced: (request: WithdrawRequest) => void }) {
  const t = useT();
  const [accountId, setAccountId] = useState<number | null>(info.accounts[0]?.id ?? null);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const placing = useMutation($placeWithdrawal);
  const amount = typed.trim() ? toMinor(typed) : null;
  const account = info.accounts.find((a) => a.id === accountId) ?? info.accounts[0];

  const submit = () => {
    const amountProblem = withdrawProblem(info, amount);
    setProblem(amountProblem);
    setPasswordError(password ? undefined : t('wallet.passwordNeeded'));
    if (amountProblem || !password || amount === null || !account) return placing.reset();
    // One withdrawal per account and amount: a double tap or a retry sends the same request id.
    placing.run({ accountId: account.id, amount, password }).then(onPlaced, () => undefined);
  };
  const failure = placing.error === undefined ? null : errorMessage(placing.error, CODES);

  return (
    <form
      class={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div class={styles.summary}>
        <p class={styles.big} data-testid="withdrawable">
          {t('wallet.withdrawable', { amount: formatMoney(info.withdrawable) })}
        </p>
        <p class={styles.hint}>{t('wallet.balanceIs', { amount: formatMoney(info.coin) })}</p>
        {info.pending > 0 && <p class={styles.hint}>{t('wallet.pendingTotal', { amount: formatMoney(info.pending) })}</p>}
        {info.holds.length > 0 && (
          <ul class={styles.holds} data-testid="withdraw-holds">
            {info.holds.map((hold) => (
              <Hold key={hold.reason} hold={hold} />
            ))}
          </ul>
        )}
      </div>
      {!info.kycVerified && !info.holds.some((hold) => hold.reason === 'kyc') && (
        <p class={styles.hint} data-testid="withdraw-kyc-note">
          {t('wallet.kycNote', { threshold: formatMoney(info.kycThreshold) })}{' '}
          <a class={styles.link} href={href('memberProfileKyc')}>
            {t('wallet.verifyIdentity')}
          </a>
        </p>
      )}
      {info.withdrawable < info.minAmount && info.holds.length === 0 && (
        <p class={styles.hint}>
          {t('wallet.insufficient')}{' '}
          <a class={styles.link} href={href('wallets', { query: { name: 'deposit' } })}>
            {t('wallet.depositNow')}
          </a>
        </p>
      )}
      <fieldset class={styles.fieldset}>
        <legend class={styles.legend}>{t('wallet.payTo')}</legend>
        {info.accounts.length === 0 ? (
          <p class={styles.hint}>{t('wallet.noAccounts')}</p>
        ) : (
          <div class={styles.accounts} role="radiogroup" aria-label={t('wallet.payTo')}>
            {info.accounts.map((option) => (
              <button
                key={option.id}
                type="button"
                role="radio"
                aria-checked={option.id === account?.id}
                class={`${styles.channel} ${option.id === account?.id ? styles.on : ''}`}
                onClick={() => setAccountId(option.id)}
              >
                {option.bankName} ••••{option.accountNo.slice(-4)}
              </button>
            ))}
          </div>
        )}
        <a class={styles.link} href={href(info.accounts.length ? 'walletAccounts' : 'walletAccountEdit', { query: { from: 'withdraw' } })}>
          {info.accounts.length ? t('wallet.manageAccounts') : t('wallet.addAccount')}
        </a>
      </fieldset>
      <p class={styles.hint}>
        {t('wallet.withdrawLimits', { min: formatMoney(info.minAmount), max: formatMoney(info.maxAmount), left: formatMoney(withdrawLeftToday(info)) })}
      </p>
      <TextField
        label={t('wallet.withdrawAmount')}
        name="withdraw-amount"
        inputMode="decimal"
        value={typed}
        maxLength={12}
        error={problem ? t(problem.key, problem.params) : undefined}
        onInput={(value) => {
          setTyped(value);
          setProblem(null);
        }}
        suffix={
          <button type="button" class={styles.max} onClick={() => setTyped((withdrawCeiling(info) / 100).toFixed(2))}>
            {t('wallet.max')}
          </button>
        }
      />
      {info.hasPassword ? (
        <TextField
          label={t('wallet.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          hint={t('wallet.passwordHint')}
          error={passwordError}
          onInput={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
        />
      ) : (
        <p class={styles.hint}>
          {t('wallet.setPasswordFirst')}{' '}
          <a class={styles.link} href={href('authSetPassword')}>
            {t('wallet.setPassword')}
          </a>
        </p>
      )}
      {failure && (
        <p class={styles.error} role="alert">
          {t(failure.key, failure.params)}
        </p>
      )}
      <Button type="submit" block loading={placing.pending} disabled={placing.pending || !account || !info.hasPassword}>
        {amount !== null && amount > 0 ? t('wallet.withdrawNow', { amount: formatMoney(amount) }) : t('wallet.withdraw')}
      </Button>
    </form>
  );
}

function Placed({ request, onAgain }: { request: WithdrawRequest; onAgain: () => void }) {
  const t = useT();
  return (
    <section class={`${styles.result} ${styles.outcome}`} aria-live="polite" data-testid="withdraw-placed">
      <h2>{t('wallet.withdrawPlaced')}</h2>
      <p>{t('wallet.withdrawPlacedDetail', { amount: formatMoney(request.amount), account: request.accountLabel })}</p>
      <a class={styles.primaryLink} href={href('walletRecord')}>
        {t('wallet.seeRecord')}
      </a>
      <Button variant="secondary" onClick={onAgain}>
        {t('wallet.withdraw')}
      </Button>
    </section>
  );
}
