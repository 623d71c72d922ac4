// /responsible-gaming, open to everyone: the helpline, how limits, reality checks, breaks and
// self-exclusion work (the figures come from the rules the operator applies), and the way in:
// members go to their limits page, guests log in first.
import { useStore } from '@nanostores/react';
import { BREAK_DURATIONS, EXCLUSION_DURATIONS, LOOSEN_DELAY_MS, REALITY_CHECK_MINUTES, type RestrictionDuration } from '../../../contract/limits-enums';
import { href } from '../../../contract/route-paths';
import { $config } from '../../stores/config';
import { $locale } from '../../stores/locale';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { TrustFooter } from '../../widgets/trust-footer';
import { footerCatalog } from '../../widgets/trust-footer-catalog';
import { useT } from '../../widgets/use-t';
import { InfoLinks } from './info-links';
import { infoCatalog } from './info-catalog';
import styles from './info-page.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [footerCatalog, infoCatalog];

/** The national crisis line when the operator names none (spec: NCMH, 1553). */
const DEFAULT_HELPLINE = { helplineName: 'National Center for Mental Health crisis hotline', helplineNumber: '1553' };

export default function ResponsibleGamingPage() {
  const t = useT();
  const line = useStore($config)?.responsibleGaming ?? DEFAULT_HELPLINE;
  const loggedIn = useStore($isLoggedIn);
  const locale = useStore($locale);
  const list = (items: readonly string[]): string => new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
  const durations = (items: readonly RestrictionDuration[]) => list(items.map((d) => t(`info.rg.duration.${d}`)));
  const sections = [
    ['limits', { hours: LOOSEN_DELAY_MS / 3_600_000 }],
    ['reality', { choices: list(REALITY_CHECK_MINUTES.filter((m) => m > 0).map(String)) }],
    ['break', { choices: durations(BREAK_DURATIONS) }],
    ['exclusion', { choices: durations(EXCLUSION_DURATIONS) }],
  ] as const;
  const limitsPath = href('memberSelfLimited');
  return (
    <Page title={t('info.rg.title')} back>
      <article class={styles.article}>
        <p>{t('info.rg.intro')}</p>
        <section aria-labelledby="rg-help">
          <h2 id="rg-help">{t('info.rg.helpTitle')}</h2>
          <p>{t('info.rg.help', { name: line.helplineName, number: line.helplineNumber })}</p>
          <a class={styles.primaryButton} href={`tel:${line.helplineNumber.replace(/[^\d+]/g, '')}`}>
            {t('info.rg.call', { number: line.helplineNumber })}
          </a>
        </section>
        {sections.map(([key, params]) => (
          <section key={key}>
            <h2>{t(`info.rg.${key}Title`)}</h2>
            <p>{t(`info.rg.${key}`, params)}</p>
          </section>
        ))}
        <section aria-labelledby="rg-way-in">
          <h2 id="rg-way-in">{t('info.rg.wayInTitle')}</h2>
          {loggedIn ? (
            <InfoLinks links={[{ href: limitsPath, label: t('info.rg.wayInMember') }]} />
          ) : (
            <>
              <p>{t('info.rg.wayInGuest')}</p>
              <Button block onClick={() => openModal({ name: 'login', reason: 'limits', redirect: limitsPath })}>
                {t('info.rg.login')}
              </Button>
            </>
          )}
        </section>
      </article>
      <TrustFooter />
    </Page>
  );
}
