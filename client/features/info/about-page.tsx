// /about-us: who we are, the licence, fair play, responsible gaming and how to reach us.
import { APP_WEB_NAME } from '../../lib/app-name';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { InfoLinks } from './info-links';
import styles from './info-page.module.css';
import { TrustFooter } from '../../widgets/trust-footer';
import { footerCatalog } from '../../widgets/trust-footer-catalog';
import { infoCatalog } from './info-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [footerCatalog, infoCatalog];

const SECTIONS = ['intro', 'licence', 'fair', 'responsible', 'contact'] as const;

export default function AboutPage() {
  const t = useT();
  return (
    <Page title={t('info.aboutTitle')} back>
      <article class={styles.article}>
        {SECTIONS.map((key) => (
          <section key={key}>
            <h2>{t(`info.about.${key}Title`, { app: APP_WEB_NAME })}</h2>
            <p>{t(`info.about.${key}`, { app: APP_WEB_NAME })}</p>
          </section>
        ))}
        <InfoLinks
          links={[
            { href: href('faq'), label: t('info.about.faq') },
            { href: href('service'), label: t('info.about.service') },
            { href: href('termsOfUse'), label: t('info.about.terms') },
            { href: href('privacyPolicy'), label: t('info.about.privacy') },
          ]}
        />
      </article>
      <TrustFooter />
    </Page>
  );
}
