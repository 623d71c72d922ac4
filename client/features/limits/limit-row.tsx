// One limit (a kind over a period): what is used and left, when it resets, a waiting change, and
// the form to set, lower, raise or remove it. Whether a change applies now is the server's answer.
import { useEffect, useState } from 'preact/hooks';
import type { SelfLimit } from '../../../contract/limits';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney, toMinor } from '../../lib/money';
import { errorMessage } from '../../stores/error-message';
import { $locale, useT } from '../../stores/locale';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { changeLimit } from './limits-store';
import styles from './limits.module.css';

const toPesos = (minor: number | null) => (minor === null ? '' : String(minor / 100));

export function LimitRow({ limit }: { limit: SelfLimit }) {
  const t = useT();
  const date = (ms: number) => formatDateTime(ms, $locale.get());
  const [value, setValue] = useState(toPesos(limit.amount));
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const period = t(`limits.period.${limit.period}`);
  // A saved change refills the field with what the server holds.
  useEffect(() => setValue(toPesos(limit.amount)), [limit.amount]);

  const save = async (amount: number | null) => {
    setBusy(true);
    setNotice(null);
    setError(undefined);
    try {
      const { change, effectiveAt } = await changeLimit(limit.kind, limit.period, amount);
      setNotice(change === 'scheduled' ? t('limits.scheduled', { date: date(effectiveAt) }) : change === 'applied' ? t('limits.applied') : t('limits.unchanged'));
    } catch (failure) {
      const message = errorMessage(failure);
      setError(t(message.key, message.params));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: Event) => {
    event.preventDefault();
    const amount = toMinor(value);
    if (amount === null || amount < 100) {
      setError(t('limits.invalidAmount'));
      return;
    }
    void save(amount);
  };

  return (
    <form class={styles.row} onSubmit={submit} data-testid={`limit-${limit.kind}-${limit.period}`} noValidate>
      <div class={styles.rowHead}>
        <strong>{period}</strong>
        <span class={styles.amount}>{limit.amount === null ? t('limits.none') : formatMoney(limit.amount)}</span>
      </div>
      <p class={styles.hint}>
        {limit.amount === null || limit.left === null
          ? t('limits.usageNoLimit', { used: formatMoney(limit.used) })
          : t('limits.usage', { used: formatMoney(limit.used), amount: formatMoney(limit.amount), left: formatMoney(limit.left) })}
        {' · '}
        {t('limits.resets', { date: date(limit.resetsAt) })}
      </p>
      {limit.pending && (
        <p class={styles.pending} data-testid="limit-pending">
          {limit.pending.amount === null
            ? t('limits.pendingRemoval', { date: date(limit.pending.effectiveAt) })
            : t('limits.pendingChange', { amount: formatMoney(limit.pending.amount), date: date(limit.pending.effectiveAt) })}
        </p>
      )}
      <div class={styles.rowForm}>
        <TextField
          label={t('limits.amountLabel', { period })}
          name={`${limit.kind}-${limit.period}`}
          value={value}
          onInput={(next) => {
            setValue(next);
            setError(undefined);
          }}
          inputMode="decimal"
          maxLength={14}
          error={error}
        />
        <div class={styles.rowActions}>
          <Button type="submit" size="sm" loading={busy} disabled={busy}>
            {t('limits.save')}
          </Button>
          {limit.amount !== null && (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void save(null)}>
              {t('limits.remove')}
            </Button>
          )}
        </div>
      </div>
      {notice && (
        <p class={styles.notice} role="status">
          {notice}
        </p>
      )}
    </form>
  );
}
