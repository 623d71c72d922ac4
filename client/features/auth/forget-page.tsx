// /auth/forget: reset a forgotten password, then log in on the right tab.
import { navigate } from '../../lib/navigate';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { showToast } from '../../stores/toast';
import { Page } from '../../ui/page';
import { ForgetForm } from './forget-form';
import styles from './auth-form.module.css';
import { authCatalog } from './auth-catalog';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { limitErrorsCatalog } from '../../i18n/limit-errors-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [authCatalog, errorsCatalog, limitErrorsCatalog];

export default function ForgetPage() {
  const t = useT();
  return (
    <Page title={t('auth.forget.title')} back>
      <div class={styles.pageBody}>
        <ForgetForm
          onDone={() => {
            showToast(t('auth.forget.done'), 'success');
            // The number stays out of the URL (it would reach logs and the referrer).
            navigate(href('authLogin', { query: { type: 'phone', method: 'password' } }), { replace: true });
          }}
        />
      </div>
    </Page>
  );
}
