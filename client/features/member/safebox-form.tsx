// The safebox password form: set the first one (new + again), or change it (current + new + again).
// Digits of the configured length; wrong current passwords count toward a lock the operator keeps.
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'preact/hooks';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import { useT } from '../../widgets/use-t';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import { focusFirstInvalid } from './profile-fields';
import { PROFILE_CODES } from './profile-codes';
import { validateSafebox, type SafeboxErrors, type SafeboxForm as Form } from './profile-rules';
import { $saveSafebox } from './profile-store';
import styles from './profile.module.css';

const EMPTY: Form = { oldPassword: '', password: '', confirm: '' };
/** The spec's default when the config has not said (the sandbox's is 6..6). */
const DEFAULT_LENGTH = { min: 6, max: 6 };

export function SafeboxForm() {
  const t = useT();
  const user = useStore($user);
  const length = useStore($config)?.safeboxLength ?? DEFAULT_LENGTH;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<SafeboxErrors>({});
  const save = useMutation($saveSafebox);
  const changing = !!user?.hasSafeboxPassword;
  const set = (field: keyof Form) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const message = (field: keyof Form) => (errors[field] ? t(`profile.safeboxError.${errors[field]}`, { min: length.min }) : undefined);
  const submit = (event: Event) => {
    event.preventDefault();
    const found = validateSafebox(values, changing, length);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      save.reset();
      return requestAnimationFrame(() => focusFirstInvalid(form.current));
    }
    save.run(changing ? { oldPassword: values.oldPassword, password: values.password } : { password: values.password }).then(() => {
      setValues(EMPTY);
      showToast(t('profile.safeboxSaved'), 'success');
    }, () => undefined);
  };
  const failure = save.error === undefined ? null : errorMessage(save.error, PROFILE_CODES);
  return (
    <form ref={form} id="safebox" class={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-safebox" data-testid="safebox-form">
      <h2 id="profile-safebox">{t('profile.safebox')}</h2>
      <p class={styles.hint}>{t('profile.safeboxHint', { min: length.min })}</p>
      {changing && (
        <TextField label={t('profile.safeboxOld')} name="oldPassword" type="password" inputMode="numeric" autoComplete="off" value={values.oldPassword} onInput={set('oldPassword')} error={message('oldPassword')} maxLength={length.max} />
      )}
      <TextField label={t('profile.safeboxNew')} name="password" type="password" inputMode="numeric" autoComplete="off" value={values.password} onInput={set('password')} error={message('password')} maxLength={length.max} />
      <TextField label={t('profile.safeboxConfirm')} name="confirm" type="password" inputMode="numeric" autoComplete="off" value={values.confirm} onInput={set('confirm')} error={message('confirm')} maxLength={length.max} />
      {failure && (
        <p class={styles.error} role="alert" data-testid="safebox-failure">
          {t(failure.key, failure.params)}
        </p>
      )}
      <Button type="submit" block loading={save.pending}>
        {changing ? t('profile.safeboxChange') : t('profile.safeboxSave')}
      </Button>
    </form>
  );
}
