// Fields used by several auth forms: the PH mobile (with the +63 prefix), the one-time code with
// its Send-code button and countdown, and the server error region.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SmsPurpose } from '../../../contract/auth';
import { $smsCooldown, authErrorMessage, sendSmsCode, type AuthMessage } from './auth-store';
import { useT } from '../../widgets/use-t';
import { mutation } from '../../stores/server-state-mutation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useMutation } from '../../widgets/use-mutation';
import type { AuthForm } from './use-auth-form';
import type { AuthConfig } from './use-auth-config';
import { normalizeMobile } from '../../lib/mobile';
import { readSmsCode } from '../../lib/web-otp';
import { validateMobile, type RuleError } from './rules';
import styles from './auth-form.module.css';
import { PayoutOffer } from './payout-offer';

type Translate = ReturnType<typeof useT>;

/** The text of a rule error or auth message, or undefined. */
export const message = (t: Translate, value: RuleError | AuthMessage | null | undefined): string | undefined =>
  value ? t(value.key, value.params) : undefined;

type PasswordForm = AuthForm<{ password: string; confirm: string } & Record<string, string>>;

/** A new password with its length hint; `label` defaults to 'Password'. */
export function NewPasswordField({ form, config, label }: { form: PasswordForm; config: AuthConfig; label?: string }) {
  const t = useT();
  return (
    <TextField
      label={label ?? t('auth.field.password')}
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
  );
}

/** The new password typed again. */
export function ConfirmPasswordField({ form, config }: { form: PasswordForm; config: AuthConfig }) {
  const t = useT();
  return (
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
  );
}

type MobileForm = AuthForm<{ mobile: string } & Record<string, string>>;

export function MobileField({ form, config, autoFocus }: { form: MobileForm; config: AuthConfig; autoFocus?: boolean }) {
  const t = useT();
  return (
    <TextField
      label={t('auth.field.mobile')}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('auth.placeholder.mobile')}
      prefix={`+${config.mobilePrefix}`}
      maxLength={20}
      value={form.values.mobile}
      onInput={(value) => form.set('mobile', value)}
      onBlur={() => form.blur('mobile')}
      error={message(t, form.errors.mobile)}
      autoFocus={autoFocus}
    />
  );
}

type CodeForm = AuthForm<{ mobile: string; smsCode: string } & Record<string, string>>;

/**
 * The one-time code field; its button checks the mobile, sends the code and counts down. With
 * `submitWhenComplete` (the code is the form's last field) the form submits once the code has its
 * full length, typed, pasted, filled by the keyboard's SMS suggestion or read through WebOTP.
 */
export function SmsCodeField({ form, config, purpose, submitWhenComplete }: { form: CodeForm; config: AuthConfig; purpose: SmsPurpose; submitWhenComplete?: boolean }) {
  const t = useT();
  const cooldown = useStore($smsCooldown)[purpose] ?? 0;
  const sending = useMutation(() => mutation(null, (mobile: string) => sendSmsCode(mobile, purpose)));
  const [sentTo, setSentTo] = useState('');
  const webOtp = useRef<AbortController | null>(null);
  useEffect(() => () => webOtp.current?.abort(), []);

  const enter = (raw: string): void => {
    const code = raw.replace(/\D/g, '').slice(0, config.smsCodeLength.max);
    const complete = code.length === config.smsCodeLength.max && code !== form.values.smsCode;
    form.set('smsCode', code);
    // After the state update, so the submit reads the full code.
    if (submitWhenComplete && complete) setTimeout(() => form.formRef.current?.requestSubmit(), 0);
  };

  const listenForSms = (): void => {
    webOtp.current?.abort();
    const controller = new AbortController();
    webOtp.current = controller;
    void readSmsCode(controller.signal).then((code) => {
      if (code && !controller.signal.aborted) enter(code);
    });
  };

  const send = (): void => {
    const mobileError = validateMobile(form.values.mobile, config);
    if (mobileError) {
      form.showFieldError('mobile', mobileError);
      return;
    }
    form.setServerError(null);
    sending.run(form.values.mobile).then(
      () => {
        setSentTo(normalizeMobile(form.values.mobile));
        listenForSms();
        form.formRef.current?.querySelector<HTMLElement>('[name="smsCode"]')?.focus();
      },
      (error: unknown) => form.setServerError(authErrorMessage(error)),
    );
  };

  return (
    <TextField
      label={t('auth.field.code')}
      name="smsCode"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('auth.placeholder.code', { length: config.smsCodeLength.max })}
      maxLength={config.smsCodeLength.max}
      value={form.values.smsCode}
      onInput={enter}
      onBlur={() => form.blur('smsCode')}
      error={message(t, form.errors.smsCode)}
      hint={sentTo ? t('auth.codeSent', { prefix: config.mobilePrefix, mobile: sentTo }) : undefined}
      suffix={
        <Button size="sm" variant="secondary" class={styles.sendCode} loading={sending.pending} disabled={cooldown > 0} onClick={send}>
          {cooldown > 0 ? t('auth.resendIn', { seconds: cooldown }) : t('auth.sendCode')}
        </Button>
      }
    />
  );
}

/** The form's server error, announced when it appears (absent otherwise, so one alert at a time). */
export function ServerError({ error }: { error: AuthMessage | null }) {
  const t = useT();
  if (!error) return null;
  return (
    <>
      <div class={styles.serverError} role="alert" data-server-error="">
        {t(error.key, error.params)}
      </div>
      {error.payout ? <PayoutOffer offer={error.payout} /> : null}
    </>
  );
}
