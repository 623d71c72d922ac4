import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { ContactLine } from './contact-line';
import styles from './info-page.module.css';
import { TrustFooter } from '../../widgets/trust-footer';
import { footerCatalog } from '../../widgets/trust-footer-catalog';
import { infoCatalog } from './info-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [footerCatalog, infoCatalog];

const KEPT = ['account', 'phone', 'kyc', 'payments', 'device', 'events'] as const;
const SECTIONS = ['use', 'storage', 'rights', 'keep', 'dpo'] as const;

export default function PrivacyPage() {
  const t = useT();
  return (
    <Page title={t('info.privacyTitle')} back>
      <article class={styles.article}>
        <h2>{t('info.privacy.lawTitle')}</h2>
        <p>{t('info.privacy.law')}</p>
        <h2>{t('info.privacy.collectTitle')}</h2>
        <p>{t('info.privacy.collectIntro')}</p>
        <ul>
          {KEPT.map((key) => (
            <li key={key}>{t(`info.privacy.${key}`)}</li>
          ))}
        </ul>
        {SECTIONS.map((key) => (
          <section key={key}>
            <h2>{t(`info.privacy.${key}Title`)}</h2>
            <p>{t(`info.privacy.${key}`)}</p>
          </section>
        ))}
        <ContactLine />
      </article>
      <TrustFooter />
    </Page>
  );
}
