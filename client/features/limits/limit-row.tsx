// One limit (a kind over a period): what is used and left, when it resets, a waiting change, and
// the form to set, lower, raise or remove it. Whether a change applies now is the server's answer.
import { useEffect, useState } from 'preact/hooks';
import type { SelfLimit } from '../../../contract/limits';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney, toMinor } from '../../lib/money';
import { errorMessage } from '../../stores/error-message';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { limitChange } from './limits-store';
import styles from './limits.module.css';

const toPesos = (minor: number | null) => (minor === null ? '' : String(minor / 100));

export function LimitRow({ limit }: { limit: SelfLimit }) {
  const t = useT();
  const date = (ms: number) => formatDateTime(ms, $locale.get());
  const [value, setValue] = useState(toPesos(limit.amount));
  const [invalid, setInvalid] = useState(false);
  const saving = useMutation(limitChange(limit.kind, limit.period));
  const period = t(`limits.period.${limit.period}`);
  // A saved change refills the field with what the server holds.
  useEffect(() => setValue(toPesos(limit.amount)), [limit.amount]);

  const save = (amount: number | null) => {
    setInvalid(false);
    saving.start({ kind: limit.kind, period: limit.period, amount });
  };
  const submit = (event: Event) => {
    event.preventDefault();
    const amount = toMinor(value);
    if (amount === null || amount < 100) {
      setInvalid(true);
      return;
    }
    save(amount);
  };
  const refusal = saving.error === undefined ? null : errorMessage(saving.error);
  const error = invalid ? t('limits.invalidAmount') : refusal ? t(refusal.key, refusal.params) : undefined;
  const answer = saving.pending || refusal ? undefined : saving.data;
  const notice = !answer ? null : answer.change === 'scheduled' ? t('limits.scheduled', { date: date(answer.effectiveAt) }) : answer.change === 'applied' ? t('limits.applied') : t('limits.unchanged');

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
            setInvalid(false);
            // The refusal goes with the value it was for (a notice of a save stays).
            if (refusal) saving.reset();
          }}
          inputMode="decimal"
          maxLength={14}
          error={error}
        />
        <div class={styles.rowActions}>
          <Button type="submit" size="sm" loading={saving.pending} disabled={saving.pending}>
            {t('limits.save')}
          </Button>
          {limit.amount !== null && (
            <Button variant="secondary" size="sm" disabled={saving.pending} onClick={() => save(null)}>
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
