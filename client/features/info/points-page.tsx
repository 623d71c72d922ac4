// /points: what points are, how they are earned and used, and their rules.
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { ContactLine } from './contact-line';
import styles from './info-page.module.css';
import { infoCatalog } from './info-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [infoCatalog];

const WAYS = ['earnDaily', 'earnTasks', 'earnEvents', 'earnMail'] as const;

export default function PointsPage() {
  const t = useT();
  return (
    <Page title={t('info.pointsTitle')} back>
      <article class={styles.article}>
        <h2>{t('info.points.whatTitle')}</h2>
        <p>{t('info.points.what')}</p>
        <h2>{t('info.points.earnTitle')}</h2>
        <ul>
          {WAYS.map((key) => (
            <li key={key}>{t(`info.points.${key}`)}</li>
          ))}
        </ul>
        <h2>{t('info.points.useTitle')}</h2>
        <p>{t('info.points.use')}</p>
        <h2>{t('info.points.rulesTitle')}</h2>
        <p>{t('info.points.rules')}</p>
        <ContactLine />
      </article>
    </Page>
  );
}
