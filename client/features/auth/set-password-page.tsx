// /auth/set-password (login required): the first password of a player who signed up by phone code
// or a social account. A player who has one already is told so.
import { useStore } from '@nanostores/react';
import { useState } from 'preact/hooks';
import { navigate } from '../../lib/navigate';
import { setPassword } from './auth-store';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { ConfirmPasswordField, NewPasswordField, ServerError } from './auth-fields';
import { validateConfirmPassword, validatePassword } from './rules';
import { useAuthConfig } from './use-auth-config';
import { useAuthForm } from './use-auth-form';
import styles from './auth-form.module.css';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, errorsCatalog, limitErrorsCatalog];

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
    <Button block onClick={() => navigate(href('home'))}>
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
            <NewPasswordField form={form} config={config} />
            <ConfirmPasswordField form={form} config={config} />
            <Button type="submit" block loading={form.busy}>
              {t('auth.setPassword.submit')}
            </Button>
          </form>
        )}
      </div>
    </Page>
  );
}
