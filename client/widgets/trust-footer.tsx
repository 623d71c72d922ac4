// The footer of home and the info pages: who runs the site (the licence line from the operator's
// config), the 21+ mark, and one tap to responsible gaming, the terms, privacy and support.
import { useStore } from '@nanostores/react';
import { href } from '../../contract/route-paths';
import { $config } from '../stores/config';
import { useT } from './use-t';
import { openSupport } from './open-support';
import styles from './trust-footer.module.css';
import { footerCatalog } from './trust-footer-catalog';

/** @public The text this chunk shows, added as it loads (withCatalogs reads it; knip cannot see that). */
export const catalogs = [footerCatalog];

/** Licence line, 21+ mark and the trust links. */
export function TrustFooter() {
  const t = useT();
  const config = useStore($config);
  return (
    <footer class={styles.footer} aria-label={t('footer.label')}>
      <nav class={styles.links} aria-label={t('footer.label')}>
        <a href={href('responsibleGaming')}>{t('footer.responsible')}</a>
        <a href={href('termsOfUse')}>{t('footer.terms')}</a>
        <a href={href('privacyPolicy')}>{t('footer.privacy')}</a>
        <button type="button" onClick={openSupport}>
          {t('footer.support')}
        </button>
      </nav>
      <p class={styles.adults}>
        <span class={styles.mark} aria-hidden="true">
          {t('footer.adults')}
        </span>
        <span>{t('footer.adultsText')}</span>
      </p>
      {config?.licenceLine ? <p class={styles.licence}>{config.licenceLine}</p> : null}
    </footer>
  );
}
