// Registration: one tab per method in the config's registerType order (account: name, password,
// confirmation; phone: mobile, one-time code when otpStatus is 1, password), the barred-groups
// declaration with the terms consent (eligibility-declaration.tsx), and the sign-up bonus.
import { useState } from 'preact/hooks';
import { SmsPurpose } from '../../../contract/auth';
import { LoginType } from '../../../contract/session';
import { formatMoney } from '../../lib/money';
import { registerAccount, registerPhone } from './auth-store';
import { useT } from '../../widgets/use-t';
import { Button } from '../../ui/button';
import { Tabs } from '../../ui/tabs';
import { TextField } from '../../ui/text-field';
import { ConfirmPasswordField, message, MobileField, NewPasswordField, ServerError, SmsCodeField } from './auth-fields';
import { validateAccount, validateConfirmPassword, validateMobile, validatePassword, validateSmsCode } from './rules';
import { DeclarationStep } from './declaration-step';
import { EligibilityDeclaration, useDeclarationConsent } from './eligibility-declaration';
import { SocialButtons } from './social-buttons';
import { useAuthConfig, type AuthConfig } from './use-auth-config';
import { useAuthForm } from './use-auth-form';
import styles from './auth-form.module.css';

export type RegisterTab = 'account' | 'phone';

/** Registration tabs in the config's order (phone with or without OTP is one tab). */
export function registerTabs(config: Pick<AuthConfig, 'registerType'>): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  for (const type of config.registerType ?? []) {
    const tab: RegisterTab = type === LoginType.account ? 'account' : 'phone';
    if (!tabs.includes(tab)) tabs.push(tab);
  }
  return tabs.length ? tabs : ['account'];
}

export interface RegisterFormProps {
  inviteCode?: string;
  redirect?: string;
  onSuccess: () => void;
  onLogin: () => void;
}

export function RegisterForm({ inviteCode, redirect, onSuccess, onLogin }: RegisterFormProps) {
  const t = useT();
  const config = useAuthConfig();
  const tabs = registerTabs(config);
  const [tab, setTab] = useState<RegisterTab>(tabs[0]);
  const current = tabs.includes(tab) ? tab : tabs[0];
  const withOtp = config.otpStatus === 1;
  const consent = useDeclarationConsent();
  const form = useAuthForm(
    { account: '', mobile: '', smsCode: '', password: '', confirm: '' },
    {
      account: (value) => validateAccount(value, config),
      mobile: (value) => validateMobile(value, config),
      smsCode: (value) => validateSmsCode(value, config),
      password: (value) => validatePassword(value, config),
      confirm: (value, values) => validateConfirmPassword(values.password, value),
    },
  );
  const { values } = form;

  const onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    const fields: (keyof typeof values)[] =
      current === 'account' ? ['account', 'password', 'confirm'] : withOtp ? ['mobile', 'smsCode', 'password'] : ['mobile', 'password'];
    const fieldsOk = form.validate(fields);
    const consentOk = consent.require();
    if (!fieldsOk) return;
    if (!consentOk) {
      consent.focusBox(form.formRef.current);
      return;
    }
    const ok = await form.submit(() =>
      current === 'account'
        ? registerAccount(values.account.trim(), values.password, inviteCode)
        : registerPhone(values.mobile, values.password, withOtp ? values.smsCode : undefined, inviteCode),
    );
    if (ok) onSuccess();
  };

  const password = (
    <NewPasswordField form={form} config={config} />
  );

  // A social sign-up (the buttons below) waiting for the declaration: its step takes the form's place.
  if (form.declaration) return <DeclarationStep declaration={form.declaration} onDone={onSuccess} onCancel={() => form.setDeclaration(null)} />;

  return (
    <form ref={form.formRef} class={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {config.userRegisterCoin > 0 ? <p class={styles.bonus}>{t('auth.register.bonus', { amount: formatMoney(config.userRegisterCoin) })}</p> : null}
      {tabs.length > 1 ? (
        <div class={styles.tabs}>
          <Tabs
            items={tabs.map((id) => ({ id, label: t(id === 'account' ? 'auth.tab.account' : 'auth.tab.phone') }))}
            value={current}
            onChange={(id) => {
              setTab(id as RegisterTab);
              form.setServerError(null);
            }}
          />
        </div>
      ) : null}
      <ServerError error={form.serverError} />
      {current === 'account' ? (
        <>
          <TextField
            label={t('auth.field.account')}
            name="account"
            autoComplete="username"
            hint={t('auth.hint.account', { min: config.accountLength.min, max: config.accountLength.max })}
            value={values.account}
            onInput={(value) => form.set('account', value)}
            onBlur={() => form.blur('account')}
            error={message(t, form.errors.account)}
            maxLength={config.accountLength.max}
          />
          {password}
          <ConfirmPasswordField form={form} config={config} />
        </>
      ) : (
        <>
          <MobileField form={form} config={config} />
          {withOtp ? <SmsCodeField form={form} config={config} purpose={SmsPurpose.register} /> : null}
          {password}
        </>
      )}
      <EligibilityDeclaration id="register-barred" {...consent.fieldProps} />
      <Button type="submit" block loading={form.busy}>
        {t('auth.register.submit')}
      </Button>
      <div class={styles.links}>
        <span>
          {t('auth.register.haveAccount')}{' '}
          <button type="button" class={styles.linkButton} onClick={onLogin}>
            {t('auth.register.login')}
          </button>
        </span>
      </div>
      <SocialButtons config={config} redirect={redirect} onSuccess={onSuccess} onDeclaration={form.setDeclaration} />
    </form>
  );
}
