// One button per social provider switched on in the config. The provider's SDK loads only when its
// button is tapped; the button shows a spinner meanwhile and errors show below the row.
import { useState } from 'preact/hooks';
import { SocialProvider } from '../../../contract/auth';
import { enabledProviders } from '../../lib/social/social-login';
import { authErrorMessage, isSocialRedirect, loginWithSocial, providerName, type AuthMessage } from './auth-store';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { FacebookIcon, GoogleIcon, LineIcon } from '../../ui/more-icons';
import { Spinner } from '../../ui/spinner';
import type { AuthConfig } from './use-auth-config';
import styles from './auth-form.module.css';
import './auth-catalog';

export const PROVIDER_ICONS = {
  [SocialProvider.facebook]: FacebookIcon,
  [SocialProvider.google]: GoogleIcon,
  [SocialProvider.line]: LineIcon,
};

export interface SocialButtonsProps {
  config: AuthConfig;
  /** Where to go after a redirect-based sign-in (LINE) comes back. */
  redirect?: string;
  onSuccess: () => void;
}

export function SocialButtons({ config, redirect = href('home'), onSuccess }: SocialButtonsProps) {
  const t = useT();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<AuthMessage | null>(null);
  const providers = enabledProviders(config.socialLogin);
  if (providers.length === 0) return null;

  const signInWith = async (provider: SocialProvider): Promise<void> => {
    if (busy) return;
    setBusy(provider);
    setError(null);
    try {
      await loginWithSocial(provider, redirect);
      setBusy(null);
      onSuccess();
    } catch (failure) {
      if (isSocialRedirect(failure)) return; // leaving for the provider; keep the spinner
      setError(authErrorMessage(failure));
      setBusy(null);
    }
  };

  return (
    <div>
      <p class={styles.divider}>{t('auth.social.title')}</p>
      <div class={styles.social}>
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider];
          const name = providerName(provider);
          return (
            <button
              key={provider}
              type="button"
              class={styles.socialButton}
              data-provider={provider}
              aria-label={t('auth.social.continueWith', { provider: name })}
              aria-busy={busy === provider ? 'true' : undefined}
              disabled={busy !== null}
              onClick={() => void signInWith(provider)}
            >
              {busy === provider ? <Spinner size="sm" /> : <Icon />}
            </button>
          );
        })}
      </div>
      {error ? (
        <p class={styles.socialError} role="alert">
          {t(error.key, error.params)}
        </p>
      ) : null}
    </div>
  );
}
