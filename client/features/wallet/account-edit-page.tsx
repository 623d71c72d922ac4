// /wallets/card/edit[?id=]: add or change a receiving account. The bank list is the operator's
// config; e-wallet numbers are PH mobile numbers (09 and nine digits), bank numbers follow
// `withdrawAccountLength`; the login password confirms the change.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import type { AppConfig } from '../../../contract/core';
import { WalletErrorCode } from '../../../contract/wallet';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { $config } from '../../stores/config';
import { errorMessage, type CodeMessages } from '../../stores/error-message';
import { passwordCodes } from '../../stores/limit-messages';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { accountProblems, type AccountForm } from './account-rules';
import { $accounts, $saveAccount } from './withdraw-store';
import styles from './wallet.module.css';
import { walletCatalog } from './wallet-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, walletCatalog, limitErrorsCatalog];

const CODES: CodeMessages = {
  ...passwordCodes('wallet.passwordBackoff', 'wallet.passwordLockedHere'),
  [WalletErrorCode.wrongPassword]: 'wallet.passwordWrong',
  [WalletErrorCode.accountLimit]: 'wallet.accountLimit',
  [WalletErrorCode.accountNotFound]: 'wallet.accountNotFound',
};

export default function AccountEditPage({ query }: { query?: Record<string, string> }) {
  const t = useT();
  const config = useStore($config);
  const accounts = useStore($accounts);
  const id = query?.id ? Number(query.id) : undefined;
  const existing = id === undefined ? undefined : accounts.data?.list.find((a) => a.id === id);
  const ready = config && (id === undefined || accounts.data);
  return (
    <Page title={id === undefined ? t('wallet.addAccountTitle') : t('wallet.editAccountTitle')} back>
      {!ready ? (
        <div class={styles.section}>
          <Skeleton width="100%" />
        </div>
      ) : id !== undefined && !existing ? (
        <p class={styles.problem} role="alert">
          {t('wallet.accountNotFound')}
        </p>
      ) : (
        <AccountFormView
          config={config}
          id={id}
          initial={existing ? { bankId: existing.bankId, accountNo: existing.accountNo, accountName: existing.accountName } : undefined}
          done={query?.from === 'withdraw' ? href('wallets', { query: { name: 'withdraw' } }) : href('walletAccounts')}
        />
      )}
    </Page>
  );
}

function AccountFormView({ config, id, initial, done }: { config: AppConfig; id?: number; initial?: Omit<AccountForm, 'password'>; done: string }) {
  const t = useT();
  const banks = Object.values(config.appRechargeBankMap).sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'ewallet' ? -1 : 1));
  const [form, setForm] = useState<AccountForm>({ bankId: initial?.bankId ?? banks[0]?.id ?? 0, accountNo: initial?.accountNo ?? '', accountName: initial?.accountName ?? '', password: '' });
  const [shown, setShown] = useState<ReturnType<typeof accountProblems>>({});
  const saving = useMutation($saveAccount);
  const bank = config.appRechargeBankMap[String(form.bankId)];
  const set = (field: keyof AccountForm) => (value: string) => {
    setForm({ ...form, [field]: field === 'bankId' ? Number(value) : value });
    setShown({ ...shown, [field]: undefined });
  };

  const submit = () => {
    const problems = accountProblems(config, form);
    setShown(problems);
    if (Object.values(problems).some(Boolean)) return saving.reset();
    saving.run({ ...(id === undefined ? {} : { id }), bankId: form.bankId, accountNo: form.accountNo, accountName: form.accountName.trim(), password: form.password }).then(() => {
      showToast(t('wallet.saved'));
      navigate(done, { replace: true });
    }, () => undefined);
  };
  const refusal = saving.error === undefined ? null : errorMessage(saving.error, CODES);

  const message = (field: keyof AccountForm) => {
    const problem = shown[field];
    return problem ? t(problem.key, problem.params) : undefined;
  };
  return (
    <form
      class={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label class={styles.select}>
        <span class={styles.legend}>{t('wallet.bank')}</span>
        <select name="bank" value={String(form.bankId)} onChange={(event) => set('bankId')((event.currentTarget as HTMLSelectElement).value)}>
          {banks.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={bank?.kind === 'ewallet' ? t('wallet.mobileNo') : t('wallet.accountNo')}
        name="account-no"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={config.withdrawAccountLength.max}
        value={form.accountNo}
        error={message('accountNo')}
        onInput={(value) => set('accountNo')(value.replace(/\D/g, ''))}
      />
      <TextField label={t('wallet.accountName')} name="account-name" autoComplete="name" maxLength={64} value={form.accountName} hint={t('wallet.accountNameHint')} error={message('accountName')} onInput={set('accountName')} />
      <TextField label={t('wallet.password')} name="password" type="password" autoComplete="current-password" value={form.password} hint={t('wallet.passwordHint')} error={message('password')} onInput={set('password')} />
      {refusal && (
        <p class={styles.error} role="alert">
          {t(refusal.key, refusal.params)}
        </p>
      )}
      <Button type="submit" block loading={saving.pending} disabled={saving.pending}>
        {t('wallet.save')}
      </Button>
    </form>
  );
}
