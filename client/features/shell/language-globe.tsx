import { useStore } from '@nanostores/react';
import { $locale, setLocale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import styles from './top-bar.module.css';

/**
 * The header's language control: one 44 px globe button that switches to the other language (the
 * header has no room for two, in Filipino least of all), named by that language in its own words.
 * The two-button switch (widgets/language-switch.tsx) stays out of the first paint.
 */
export function LanguageGlobe() {
  const t = useT();
  const other = useStore($locale) === 'en' ? 'fil' : 'en';
  return (
    <button type="button" class={`${styles.iconButton} ${styles.globe}`} lang={other} aria-label={t(`shell.language.${other}`)} title={t(`shell.language.${other}`)} onClick={() => void setLocale(other)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <span class={styles.code} aria-hidden="true">
        {other.toUpperCase()}
      </span>
    </button>
  );
}
