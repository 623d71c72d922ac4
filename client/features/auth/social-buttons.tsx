// One button per social provider switched on in the config. The provider's SDK loads only when its
// button is tapped; the button shows a spinner meanwhile and errors show below the row.
import { SocialProvider } from '../../../contract/auth';
import { enabledProviders } from '../../lib/social/social-login';
import { authErrorMessage, DeclarationRequired, loginWithSocial, pendingThroughRedirect, providerName } from './auth-store';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { mutation } from '../../stores/server-state-mutation';
import { useMutation } from '../../widgets/use-mutation';
import { FacebookIcon, GoogleIcon, LineIcon } from '../../ui/more-icons';
import { Spinner } from '../../ui/spinner';
import type { AuthConfig } from './use-auth-config';
import styles from './auth-form.module.css';

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
  /** A new identity needs the barred-groups declaration: the form shows its step. */
  onDeclaration: (declaration: DeclarationRequired) => void;
}

export function SocialButtons({ config, redirect = href('home'), onSuccess, onDeclaration }: SocialButtonsProps) {
  const t = useT();
  // Leaving for the provider's page (LINE), the spinner stays.
  const signing = useMutation(() => mutation(null, ({ provider, redirect }: { provider: SocialProvider; redirect: string }) => pendingThroughRedirect(loginWithSocial(provider, redirect))));
  const signingWith = signing.pending ? signing.arg!.provider : null;
  const error = signing.error === undefined || signing.error instanceof DeclarationRequired ? null : authErrorMessage(signing.error);
  const providers = enabledProviders(config.socialLogin);
  if (providers.length === 0) return null;

  const signInWith = (provider: SocialProvider): void => {
    if (signingWith) return;
    signing.run({ provider, redirect }).then(onSuccess, (failure: unknown) => {
      if (failure instanceof DeclarationRequired) onDeclaration(failure);
    });
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
              aria-busy={signingWith === provider ? 'true' : undefined}
              disabled={signingWith !== null}
              onClick={() => signInWith(provider)}
            >
              {signingWith === provider ? <Spinner size="sm" /> : <Icon />}
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
