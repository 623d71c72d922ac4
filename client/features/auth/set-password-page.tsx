// /auth/set-password (login required): the first password of a player who signed up by phone code
// or a social account. A player who has one already is told so.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import { navigate } from '../../lib/navigate';
import { setPassword } from '../../stores/auth';
import { useT } from '../../stores/locale';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { message, ServerError } from './auth-fields';
import { validateConfirmPassword, validatePassword } from './rules';
import { useAuthConfig } from './use-auth-config';
import { useAuthForm } from './use-auth-form';
import styles from './auth-form.module.css';
import './auth-catalog';

export default function SetPasswordPage() {
  const t = useT();
  const user = useStore($user);
  const config = useAuthConfig();
  // Set once saved, so the page says "saved" rather than "you already have one".
  const [saved, setSaved] = useState(false);
  const form = useAuthForm(
    { password: '', confirm: '' },
    {
      password: (value) => validatePassword(value, config),
      confirm: (value, values) => validateConfirmPassword(values.password, value),
    },
  );

  const onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (!form.validate(['password', 'confirm'])) return;
    if (await form.submit(() => setPassword(form.values.password))) {
      setSaved(true);
      showToast(t('auth.setPassword.done'), 'success');
    }
  };

  const home = (
    <Button block onClick={() => navigate('/')}>
      {t('auth.goHome')}
    </Button>
  );

  return (
    <Page title={t('auth.setPassword.title')} back>
      <div class={styles.pageBody}>
        {saved ? (
          <div class={styles.success}>
            <p>{t('auth.setPassword.done')}</p>
            {home}
          </div>
        ) : user?.hasPassword ? (
          <div class={styles.success}>
            <p>{t('auth.setPassword.already')}</p>
            {home}
          </div>
        ) : (
          <form ref={form.formRef} class={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            <p class={styles.intro}>{t('auth.setPassword.intro')}</p>
            <ServerError error={form.serverError} />
            <TextField
              label={t('auth.field.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('auth.hint.password', { min: config.passwordLength.min, max: config.passwordLength.max })}
              value={form.values.password}
              onInput={(value) => form.set('password', value)}
              onBlur={() => form.blur('password')}
              error={message(t, form.errors.password)}
              maxLength={config.passwordLength.max}
            />
            <TextField
              label={t('auth.field.confirmPassword')}
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={form.values.confirm}
              onInput={(value) => form.set('confirm', value)}
              onBlur={() => form.blur('confirm')}
              error={message(t, form.errors.confirm)}
              maxLength={config.passwordLength.max}
            />
            <Button type="submit" block loading={form.busy}>
              {t('auth.setPassword.submit')}
            </Button>
          </form>
        )}
      </div>
    </Page>
  );
}
