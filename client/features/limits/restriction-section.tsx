// A cooling-off break or a self-exclusion: the durations, a confirm step (with the password when
// the player has one), then the answer with its end. Every session ends on the server, so OK
// forgets this one and goes home.
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { BREAK_DURATIONS, EXCLUSION_DURATIONS, type RestrictionDuration, type RestrictionKind } from '../../../contract/limits-enums';
import { WalletErrorCode } from '../../../contract/wallet';
import { formatDateTime } from '../../lib/date-time';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { errorMessage } from '../../stores/error-message';
import { passwordCodes } from '../../stores/limit-messages';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { $user, clearSession } from '../../stores/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { restrictionStart } from './limits-store';
import styles from './limits.module.css';

export function RestrictionSection({ kind }: { kind: RestrictionKind }) {
  const t = useT();
  const user = useStore($user);
  const [duration, setDuration] = useState<RestrictionDuration | null>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const starting = useMutation(restrictionStart(kind));
  const until = starting.data?.until ?? null;
  const durations = kind === 'break' ? BREAK_DURATIONS : EXCLUSION_DURATIONS;
  const needsPassword = Boolean(user?.hasPassword);

  const close = () => {
    if (until !== null) {
      // Signed out only once home is the page: this page's login guard would send them to login.
      navigate(href('home'), { replace: true, then: clearSession });
      return;
    }
    setDuration(null);
    setPassword('');
    setMissing(false);
    starting.reset();
  };
  const confirm = () => {
    if (!duration) return;
    setMissing(needsPassword && !password);
    if (needsPassword && !password) return starting.reset();
    starting.start({ duration, password: needsPassword ? password : undefined });
  };
  const refusal = starting.error === undefined ? null : errorMessage(starting.error, { ...passwordCodes('limits.passwordBackoff', 'limits.passwordLockedHere'), [WalletErrorCode.wrongPassword]: 'limits.wrongPassword' });
  const error = missing ? t('limits.passwordRequired') : refusal ? t(refusal.key, refusal.params) : undefined;

  return (
    <section class={styles.card} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} class={styles.heading}>
        {t(kind === 'break' ? 'limits.breakTitle' : 'limits.exclusionTitle')}
      </h2>
      <p class={styles.hint}>{t(kind === 'break' ? 'limits.breakHint' : 'limits.exclusionHint')}</p>
      {kind === 'exclusion' && (
        <a class={styles.link} href={href('wallets', { query: { name: 'withdraw', back: '1' } })}>
          {t('limits.withdrawFirst')}
        </a>
      )}
      <div class={styles.choices}>
        {durations.map((option) => (
          <Button key={option} variant="secondary" onClick={() => setDuration(option)} data-testid={`restrict-${option}`}>
            {t(`limits.duration.${option}`)}
          </Button>
        ))}
      </div>
      <Dialog
        open={duration !== null}
        title={until === null && duration ? t(`limits.confirmTitle.${kind}`, { duration: t(`limits.duration.${duration}`) }) : t(kind === 'break' ? 'limits.breakTitle' : 'limits.exclusionTitle')}
        onClose={starting.pending ? undefined : close}
        actions={
          until === null ? (
            <>
              <Button variant="secondary" onClick={close} disabled={starting.pending}>
                {t('limits.cancel')}
              </Button>
              <Button onClick={confirm} loading={starting.pending} disabled={starting.pending}>
                {t('limits.confirm')}
              </Button>
            </>
          ) : (
            <Button block onClick={close}>
              {t('limits.ok')}
            </Button>
          )
        }
      >
        {until === null ? (
          <>
            <p>{duration && t('limits.confirmText', { duration: t(`limits.duration.${duration}`) })}</p>
            {needsPassword && (
              <TextField label={t('limits.password')} name="password" type="password" value={password} onInput={setPassword} autoComplete="current-password" error={error} />
            )}
            {!needsPassword && error && (
              <p class={styles.error} role="alert">
                {error}
              </p>
            )}
          </>
        ) : (
          <p role="status" data-testid="restriction-started">
            {t('limits.started', { date: formatDateTime(until, $locale.get()) })}
          </p>
        )}
      </Dialog>
    </section>
  );
}
