// /auth/bind (login required): link a mobile number (code purpose bind 1) and social accounts.
// Also where a LINE binding comes back to: it finishes that first.
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'preact/hooks';
import { SmsPurpose, SocialProvider } from '../../../contract/auth';
import type { UserInfo } from '../../../contract/session';
import { enabledProviders, readPendingSocial } from '../../lib/social/social-login';
import { authErrorMessage, bindPhone, bindSocial, pendingThroughRedirect, providerName, resumeSocialSignIn } from './auth-store';
import { useT } from '../../widgets/use-t';
import { mutation } from '../../stores/server-state-mutation';
import { $user } from '../../stores/session';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { useMutation } from '../../widgets/use-mutation';
import { MobileField, ServerError, SmsCodeField } from './auth-fields';
import { validateMobile, validateSmsCode } from './rules';
import { PROVIDER_ICONS } from './social-buttons';
import { useAuthConfig, type AuthConfig } from './use-auth-config';
import { useAuthForm } from './use-auth-form';
import styles from './auth-form.module.css';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, errorsCatalog, limitErrorsCatalog];

/** "+63 917 *** 4567": enough to recognise the number, not to read it over a shoulder. */
export function maskMobile(mobile: string, prefix: string): string {
  if (mobile.length < 7) return `+${prefix} ${'*'.repeat(mobile.length)}`;
  return `+${prefix} ${mobile.slice(0, 3)} *** ${mobile.slice(-4)}`;
}

/** The bound account name of a provider, or '' when not bound. */
function boundName(user: UserInfo, provider: SocialProvider): { bound: boolean; name: string } {
  if (provider === SocialProvider.facebook) return { bound: !!user.facebookAccount, name: user.facebookName };
  if (provider === SocialProvider.google) return { bound: !!user.googleAccount, name: user.googleName };
  return { bound: !!user.lineAccount, name: user.lineName };
}

function PhoneBinding({ config }: { config: AuthConfig }) {
  const t = useT();
  const form = useAuthForm(
    { mobile: '', smsCode: '' },
    { mobile: (value) => validateMobile(value, config), smsCode: (value) => validateSmsCode(value, config) },
  );
  const onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (!form.validate(['mobile', 'smsCode'])) return;
    if (await form.submit(() => bindPhone(form.values.mobile, form.values.smsCode))) showToast(t('auth.bind.phoneDone'), 'success');
  };
  return (
    <form ref={form.formRef} class={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p class={styles.intro}>{t('auth.bind.phoneIntro')}</p>
      <ServerError error={form.serverError} />
      <MobileField form={form} config={config} />
      <SmsCodeField form={form} config={config} purpose={SmsPurpose.bind} submitWhenComplete />
      <Button type="submit" block loading={form.busy}>
        {t('auth.bind.phoneSubmit')}
      </Button>
    </form>
  );
}

function SocialBindings({ config, user }: { config: AuthConfig; user: UserInfo }) {
  const t = useT();
  // Leaving for the provider's page (LINE), the spinner stays.
  const linking = useMutation(() => mutation(null, (provider: SocialProvider) => pendingThroughRedirect(bindSocial(provider))));
  // Back from LINE's page with a bind to finish.
  const resume = useMutation(() => mutation(null, () => resumeSocialSignIn('bind')));
  useLayoutEffect(() => {
    if (readPendingSocial()?.intent !== 'bind') return;
    resume.run().then((pending) => {
      if (pending) showToast(t('auth.bind.socialDone', { provider: providerName(pending.provider) }), 'success');
    }, () => undefined);
    // Once, on the page's return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const linkingWith = linking.pending ? linking.arg! : null;
  const failure = linking.error ?? resume.error;
  const error = failure === undefined ? null : authErrorMessage(failure);

  const link = (provider: SocialProvider): void => {
    if (linkingWith) return;
    resume.reset();
    linking.run(provider).then(() => showToast(t('auth.bind.socialDone', { provider: providerName(provider) }), 'success'), () => undefined);
  };

  return (
    <>
      <ServerError error={error} />
      {enabledProviders(config.socialLogin).map((provider) => {
        const Icon = PROVIDER_ICONS[provider];
        const { bound, name } = boundName(user, provider);
        const label = providerName(provider);
        return (
          <div key={provider} class={styles.row} data-provider={provider}>
            <span class={styles.rowLabel}>
              <Icon />
              <span>
                {label}
                {bound ? <span class={styles.muted}> · {name ? t('auth.bind.linkedAs', { name }) : t('auth.bind.linked')}</span> : null}
              </span>
            </span>
            {bound ? null : (
              <Button
                size="sm"
                variant="secondary"
                loading={linkingWith === provider || (resume.pending && provider === SocialProvider.line)}
                disabled={linkingWith !== null && linkingWith !== provider}
                aria-label={t('auth.bind.linkProvider', { provider: label })}
                onClick={() => link(provider)}
              >
                {t('auth.bind.link')}
              </Button>
            )}
          </div>
        );
      })}
    </>
  );
}

export default function BindPage() {
  const t = useT();
  const user = useStore($user);
  const config = useAuthConfig();
  const social = enabledProviders(config.socialLogin);
  if (!user) return null; // the login guard sends guests away
  return (
    <Page title={t('auth.bind.title')} back>
      <div class={styles.pageBody}>
        <section class={styles.section}>
          <h2 class={styles.sectionTitle}>{t('auth.bind.phoneTitle')}</h2>
          {user.mobile ? (
            <div class={styles.row}>
              <span>{t('auth.bind.phoneBound', { mobile: maskMobile(user.mobile, config.mobilePrefix) })}</span>
            </div>
          ) : (
            <PhoneBinding config={config} />
          )}
        </section>
        {social.length ? (
          <section class={styles.section}>
            <h2 class={styles.sectionTitle}>{t('auth.bind.socialTitle')}</h2>
            <SocialBindings config={config} user={user} />
          </section>
        ) : null}
      </div>
    </Page>
  );
}
