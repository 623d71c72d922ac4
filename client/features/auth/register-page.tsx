// /auth/register (?inviteCode=&redirect=).
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { captureInviteCode } from './auth-store';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Page } from '../../ui/page';
import { RegisterForm } from './register-form';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';
import styles from './auth-form.module.css';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';
import { ageNoticeCatalog } from '../../i18n/age-notice-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, ageNoticeCatalog, errorsCatalog, limitErrorsCatalog];

export default function RegisterPage() {
  const t = useT();
  const { query } = useLocation();
  const redirect = query.redirect;
  useLeaveWhenSignedIn(redirect);
  useEffect(() => void captureInviteCode(), []);

  const loginPath = href('authLogin', { query: { redirect: redirect || undefined } });
  return (
    <Page title={t('auth.register.title')} back>
      <div class={styles.pageBody}>
        <RegisterForm
          inviteCode={query.inviteCode}
          redirect={redirect}
          onSuccess={() => showToast(t('auth.register.welcome'), 'success')}
          onLogin={() => navigate(loginPath)}
        />
      </div>
    </Page>
  );
}
