import { APP_WEB_NAME } from '../../lib/app-name';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { ContactLine } from './contact-line';
import styles from './info-page.module.css';
import { TrustFooter } from '../../widgets/trust-footer';
import { footerCatalog } from '../../widgets/trust-footer-catalog';
import { ageNoticeCatalog } from '../../i18n/age-notice-catalog';
import { infoCatalog } from './info-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [ageNoticeCatalog, footerCatalog, infoCatalog];

const BARRED_GROUP_KEYS = ['officials', 'military', 'minors', 'restricted', 'licensees', 'public'] as const;
const SECTIONS_AFTER_BARRED = ['forfeit', 'bonus', 'responsible', 'account', 'help'] as const;

export default function TermsPage() {
  const t = useT();
  return (
    <Page title={t('info.termsTitle')} back>
      <article class={styles.article}>
        <h2>{t('info.terms.licenceTitle')}</h2>
        <p>{t('info.terms.licence', { app: APP_WEB_NAME })}</p>
        <h2>{t('info.terms.eligibilityTitle')}</h2>
        <p>{t('info.terms.eligibility')}</p>
        <h2>{t('info.terms.barredTitle')}</h2>
        <p>{t('info.terms.barredIntro')}</p>
        <ul>
          {BARRED_GROUP_KEYS.map((key) => (
            <li key={key}>{t(`age.barred.${key}`)}</li>
          ))}
        </ul>
        {SECTIONS_AFTER_BARRED.map((key) => (
          <section key={key}>
            <h2>{t(`info.terms.${key}Title`)}</h2>
            <p>{t(`info.terms.${key}`)}</p>
          </section>
        ))}
        <ContactLine />
      </article>
      <TrustFooter />
    </Page>
  );
}
