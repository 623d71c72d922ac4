// /auth/login (?type=account|phone&redirect=) and /auth/accountLogin (account tab). Also where a
// LINE sign-in comes back to: it finishes that first.
import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { navigate } from '../../lib/navigate';
import { readPendingSocial } from '../../lib/social/social-login';
import { href, routeNameOf } from '../../../contract/route-paths';
import { authErrorMessage, captureInviteCode, resumeSocialSignIn, type AuthMessage } from './auth-store';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ServerError } from './auth-fields';
import { LoginForm, type LoginTab } from './login-form';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';
import styles from './auth-form.module.css';
import './auth-catalog';

export default function LoginPage() {
  const t = useT();
  const { path, query } = useLocation();
  const redirect = query.redirect;
  const tab: LoginTab | undefined = routeNameOf(path) === 'authAccountLogin' || query.type === 'account' ? 'account' : query.type === 'phone' ? 'phone' : undefined;
  const [resuming, setResuming] = useState(() => readPendingSocial()?.intent === 'login');
  const [resumeError, setResumeError] = useState<AuthMessage | null>(null);
  useLeaveWhenSignedIn(redirect, !resuming);

  useEffect(() => {
    captureInviteCode();
    if (!resuming) return;
    resumeSocialSignIn('login').then(
      (pending) => {
        if (pending) showToast(t('auth.login.welcome'), 'success');
        setResuming(false);
      },
      (error: unknown) => {
        setResumeError(authErrorMessage(error));
        setResuming(false);
      },
    );
    // Once, on the page's return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const registerPath = href('authRegister', { query: { redirect: redirect || undefined } });
  return (
    <Page title={t('auth.login.title')} back>
      <div class={styles.pageBody}>
        {resuming ? (
          <div class={styles.centered}>
            <Spinner label={t('auth.redirecting')} />
          </div>
        ) : (
          <>
            <ServerError error={resumeError} />
            <LoginForm
              tab={tab}
              method={query.method === 'password' ? 'password' : undefined}
              redirect={redirect}
              onSuccess={() => showToast(t('auth.login.welcome'), 'success')}
              onForgot={() => navigate(href('authForget'))}
              onRegister={() => navigate(registerPath)}
            />
          </>
        )}
      </div>
    </Page>
  );
}
