// Login: a phone tab (one-time code when otpStatus is 1, with a switch to phone and password, which
// a player who reset the password needs; else phone and password) and an account tab (account and
// password, prefilled with the remembered account), plus social buttons. A code or social sign-in
// that would create the account shows the barred-groups declaration first (declaration-step.tsx).
import { useState } from 'preact/hooks';
import { SmsPurpose } from '../../../contract/auth';
import { LoginType } from '../../../contract/session';
import { loginWithPassword, loginWithSms } from './auth-store';
import { useT } from '../../widgets/use-t';
import { rememberedAccount } from '../../stores/session';
import { Button } from '../../ui/button';
import { Tabs } from '../../ui/tabs';
import { TextField } from '../../ui/text-field';
import { message, MobileField, ServerError, SmsCodeField } from './auth-fields';
import { validateAccount, validateMobile, validateSmsCode } from './rules';
import { DeclarationStep } from './declaration-step';
import { SocialButtons } from './social-buttons';
import { useAuthConfig, type AuthConfig } from './use-auth-config';
import { useAuthForm } from './use-auth-form';
import styles from './auth-form.module.css';

export type LoginTab = 'phone' | 'account';

/** The tab to open: the one asked for, else account when an account name is remembered, else the config's defaultLoginType. */
export function initialLoginTab(requested: LoginTab | undefined, config: Pick<AuthConfig, 'defaultLoginType'>, remembered = false): LoginTab {
  if (requested) return requested;
  // After a logout (which lands on home) the sheet opens where the player logs in: spec section
  // 4's "type=account if stored credentials exist".
  if (remembered) return 'account';
  return config.defaultLoginType === LoginType.account ? 'account' : 'phone';
}

export interface LoginFormProps {
  /** Tab asked for by the modal's `tab` or the page's `?type=`. */
  tab?: LoginTab;
  /** Phone tab with OTP on: start on the code (default) or the password. */
  method?: 'code' | 'password';
  /** The mobile number to fill in (after a reset). */
  mobile?: string;
  /** Where a redirect-based social sign-in comes back to. */
  redirect?: string;
  /** Signed in; `signedUp` when the sign-in created the account (after the declaration). */
  onSuccess: (signedUp?: boolean) => void;
  onForgot: () => void;
  onRegister: () => void;
}

export function LoginForm({ tab: requestedTab, method = 'code', mobile = '', redirect, onSuccess, onForgot, onRegister }: LoginFormProps) {
  const t = useT();
  const config = useAuthConfig();
  const [tab, setTab] = useState<LoginTab>(() => initialLoginTab(requestedTab, config, rememberedAccount() !== null));
  const [usePassword, setUsePassword] = useState(method === 'password');
  const withOtp = config.otpStatus === 1 && !usePassword;
  const form = useAuthForm(
    { mobile, smsCode: '', account: rememberedAccount() ?? '', password: '' },
    {
      mobile: (value) => validateMobile(value, config),
      smsCode: (value) => validateSmsCode(value, config),
      account: (value) => validateAccount(value, config),
      // Login checks only presence and spaces: an old password may predate today's length rule.
      password: (value) => (value ? null : { key: 'auth.rule.passwordRequired' }),
    },
  );
  const { values } = form;

  const onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (tab === 'account') {
      if (!form.validate(['account', 'password'])) return;
      if (await form.submit(() => loginWithPassword({ account: values.account.trim() }, values.password))) onSuccess();
    } else if (withOtp) {
      if (!form.validate(['mobile', 'smsCode'])) return;
      if (await form.submit(() => loginWithSms(values.mobile, values.smsCode))) onSuccess();
    } else {
      if (!form.validate(['mobile', 'password'])) return;
      if (await form.submit(() => loginWithPassword({ mobile: values.mobile }, values.password))) onSuccess();
    }
  };

  const switchTab = (next: string): void => {
    setTab(next as LoginTab);
    form.setServerError(null);
  };

  const password = (
    <TextField
      label={t('auth.field.password')}
      name="password"
      type="password"
      autoComplete="current-password"
      value={values.password}
      onInput={(value) => form.set('password', value)}
      onBlur={() => form.blur('password')}
      error={message(t, form.errors.password)}
      maxLength={config.passwordLength.max + 20}
    />
  );

  // A new phone or identity: the declaration step takes the form's place (the values stay for Back).
  if (form.declaration) return <DeclarationStep declaration={form.declaration} onDone={() => onSuccess(true)} onCancel={() => form.setDeclaration(null)} />;

  return (
    <form ref={form.formRef} class={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div class={styles.tabs}>
        <Tabs
          items={[
            { id: 'phone', label: t('auth.tab.phone') },
            { id: 'account', label: t('auth.tab.account') },
          ]}
          value={tab}
          onChange={switchTab}
        />
      </div>
      <ServerError error={form.serverError} />
      {tab === 'phone' ? (
        <>
          <MobileField form={form} config={config} />
          {withOtp ? <SmsCodeField form={form} config={config} purpose={SmsPurpose.loginAndRegister} submitWhenComplete /> : password}
          {config.otpStatus === 1 ? (
            <button
              type="button"
              class={styles.linkButton}
              onClick={() => {
                setUsePassword(!usePassword);
                form.setServerError(null);
              }}
            >
              {usePassword ? t('auth.login.useCode') : t('auth.login.usePassword')}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <TextField
            label={t('auth.field.account')}
            name="account"
            autoComplete="username"
            value={values.account}
            onInput={(value) => form.set('account', value)}
            onBlur={() => form.blur('account')}
            error={message(t, form.errors.account)}
            maxLength={config.accountLength.max}
          />
          {password}
        </>
      )}
      <Button type="submit" block loading={form.busy}>
        {t('auth.login.submit')}
      </Button>
      <div class={styles.links}>
        <button type="button" class={styles.linkButton} onClick={onForgot}>
          {t('auth.login.forgot')}
        </button>
        <span>
          {t('auth.login.noAccount')}{' '}
          <button type="button" class={styles.linkButton} onClick={onRegister}>
            {t('auth.login.createAccount')}
          </button>
        </span>
      </div>
      <SocialButtons config={config} redirect={redirect} onSuccess={() => onSuccess()} onDeclaration={form.setDeclaration} />
    </form>
  );
}
