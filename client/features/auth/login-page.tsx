// /auth/login (?type=account|phone&redirect=) and /auth/accountLogin (account tab). Also where a
// LINE sign-in comes back to: it finishes that first (a new identity: after the declaration step,
// which resends the token the return carried).
import { useLayoutEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { navigate } from '../../lib/navigate';
import { readPendingSocial } from '../../lib/social/social-login';
import { href, routeNameOf } from '../../../contract/route-paths';
import { authErrorMessage, captureInviteCode, DeclarationRequired, resumeSocialSignIn, type AuthMessage } from './auth-store';
import { useT } from '../../widgets/use-t';
import { useMutation } from '../../widgets/use-mutation';
import { mutation } from '../../stores/server-state-mutation';
import { showToast } from '../../stores/toast';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ServerError } from './auth-fields';
import { DeclarationStep } from './declaration-step';
import { LoginForm, type LoginTab } from './login-form';
import { LoginReasonLine } from './login-reason-line';
import { loginReasonFor, loginTitleKey } from './login-reasons';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';
import styles from './auth-form.module.css';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';
import { ageNoticeCatalog } from '../../i18n/age-notice-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, ageNoticeCatalog, errorsCatalog, limitErrorsCatalog];

export default function LoginPage() {
  const t = useT();
  const { path, query } = useLocation();
  const redirect = query.redirect;
  const tab: LoginTab | undefined = routeNameOf(path) === 'authAccountLogin' || query.type === 'account' ? 'account' : query.type === 'phone' ? 'phone' : undefined;
  // Back from LINE's page with a login to finish: read once, as the page opens.
  const [returning] = useState(() => readPendingSocial()?.intent === 'login');
  const resume = useMutation(() => mutation(null, () => resumeSocialSignIn('login')));
  const resuming = returning && (resume.requestId === undefined || resume.pending);
  // LINE's return with a new identity: the declaration step, then the same token again.
  const [declarationLeft, setDeclarationLeft] = useState(false);
  const declaration = !declarationLeft && resume.error instanceof DeclarationRequired ? resume.error : null;
  const resumeError: AuthMessage | null = resume.error === undefined || resume.error instanceof DeclarationRequired ? null : authErrorMessage(resume.error);
  const welcome = (signedUp = false): void => showToast(t(signedUp ? 'auth.register.welcome' : 'auth.login.welcome'), 'success');
  useLeaveWhenSignedIn(redirect, !resuming);

  useLayoutEffect(() => {
    captureInviteCode();
    if (!returning) return;
    // A failure (the declaration step among them) is the mutation's error, read above.
    resume.run().then((pending) => {
      if (pending) welcome();
    }, () => undefined);
    // Once, on the page's return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const registerPath = href('authRegister', { query: { redirect: redirect || undefined } });
  // A guarded page sent the guest here: say why (its path is the redirect).
  const reason = loginReasonFor(redirect);
  return (
    <Page title={t(loginTitleKey(reason))} back>
      <div class={styles.pageBody}>
        {resuming ? (
          <div class={styles.centered}>
            <Spinner label={t('auth.redirecting')} />
          </div>
        ) : declaration ? (
          <DeclarationStep declaration={declaration} onDone={() => welcome(true)} onCancel={() => setDeclarationLeft(true)} />
        ) : (
          <>
            {reason ? <LoginReasonLine reason={reason} /> : null}
            <ServerError error={resumeError} />
            <LoginForm
              tab={tab}
              method={query.method === 'password' ? 'password' : undefined}
              redirect={redirect}
              onSuccess={welcome}
              onForgot={() => navigate(href('authForget'))}
              onRegister={() => navigate(registerPath)}
            />
          </>
        )}
      </div>
    </Page>
  );
}
