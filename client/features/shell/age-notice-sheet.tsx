import { APP_WEB_NAME } from '../../lib/app-name';
import { href } from '../../../contract/route-paths';
import { acceptAgeNotice, declineAgeNotice } from './age-notice-store';
import { useT } from '../../widgets/use-t';
import type { ModalProps } from '../../stores/modals';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Button } from '../../ui/button';
import { LanguageSwitch } from '../../widgets/language-switch';
import styles from './age-notice-sheet.module.css';
import { ageNoticeCatalog } from '../../i18n/age-notice-catalog';

/** @public The text this modal shows, added before it opens (lazyPage reads it; knip cannot see that). */
export const catalogs = [ageNoticeCatalog];

// Spec section 1: the registration notice's barred groups.
const BARRED_GROUP_KEYS = ['officials', 'military', 'minors', 'restricted', 'licensees', 'public'] as const;

/** The 21+ notice. Not dismissable except by its two buttons (no onClose on the sheet). */
export default function AgeNoticeSheet(_props: ModalProps<'ageNotice'>) {
  const t = useT();
  return (
    <BottomSheet
      open
      title={t('age.title')}
      footer={
        <>
          <div class={styles.actions}>
            <Button variant="secondary" onClick={declineAgeNotice}>
              {t('age.decline')}
            </Button>
            <Button onClick={acceptAgeNotice} autoFocus>
              {t('age.accept')}
            </Button>
          </div>
          <p class={styles.copyright}>{t('age.copyright', { year: new Date().getFullYear(), app: APP_WEB_NAME })}</p>
        </>
      }
    >
      {/* Its own language switch: the first thing a new player reads, before any header. */}
      <div class={styles.language}>
        <LanguageSwitch />
      </div>
      <p class={styles.lead}>{t('age.mustBe21')}</p>
      <p>{t('age.barredIntro')}</p>
      <ul class={styles.groups}>
        {BARRED_GROUP_KEYS.map((key) => (
          <li key={key}>{t(`age.barred.${key}`)}</li>
        ))}
      </ul>
      <p>{t('age.forfeit')}</p>
      <p class={styles.links}>
        {t('age.readMore')} <a href={href('termsOfUse')}>{t('info.termsTitle')}</a> · <a href={href('privacyPolicy')}>{t('info.privacyTitle')}</a>
      </p>
    </BottomSheet>
  );
}
