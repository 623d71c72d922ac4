// Forgotten password: mobile, a code sent for purpose forget (2), the new password twice. On
// success the player logs in with that mobile and the new password (the login form's phone tab has
// a password mode even with OTP login on). A player with no phone is told how to recover.
import { SmsPurpose } from '../../../contract/auth';
import { resetPassword } from './auth-store';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { ConfirmPasswordField, MobileField, NewPasswordField, ServerError, SmsCodeField } from './auth-fields';
import { href } from '../../../contract/route-paths';
import { validateConfirmPassword, validateMobile, validatePassword, validateSmsCode } from './rules';
import { useAuthConfig } from './use-auth-config';
import { useAuthForm } from './use-auth-form';
import styles from './auth-form.module.css';

export interface ForgetFormProps {
  mobile?: string;
  /** Called after the password changed, with the mobile number the new password works with. */
  onDone: (done: { mobile: string }) => void;
}

export function ForgetForm({ mobile = '', onDone }: ForgetFormProps) {
  const t = useT();
  const config = useAuthConfig();
  const form = useAuthForm(
    { mobile, smsCode: '', password: '', confirm: '' },
    {
      mobile: (value) => validateMobile(value, config),
      smsCode: (value) => validateSmsCode(value, config),
      password: (value) => validatePassword(value, config),
      confirm: (value, values) => validateConfirmPassword(values.password, value),
    },
  );
  const { values } = form;

  const onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (!form.validate(['mobile', 'smsCode', 'password', 'confirm'])) return;
    if (await form.submit(() => resetPassword(values.mobile, values.smsCode, values.password))) onDone({ mobile: values.mobile.trim() });
  };

  return (
    <form ref={form.formRef} class={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p class={styles.intro}>{t('auth.forget.intro')}</p>
      <ServerError error={form.serverError} />
      <MobileField form={form} config={config} />
      <SmsCodeField form={form} config={config} purpose={SmsPurpose.forget} />
      <NewPasswordField form={form} config={config} label={t('auth.field.newPassword')} />
      <ConfirmPasswordField form={form} config={config} />
      <Button type="submit" block loading={form.busy}>
        {t('auth.forget.submit')}
      </Button>
      <p class={styles.intro} data-testid="forget-no-phone">
        {t('auth.forget.noPhone')} <a href={href('service')}>{t('auth.forget.support')}</a>
      </p>
    </form>
  );
}
