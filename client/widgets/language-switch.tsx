import { useStore } from '@nanostores/react';
import { $locale, setLocale, useT, type Locale } from '../stores/locale';
import styles from './language-switch.module.css';

const LOCALES: { id: Locale; short: string }[] = [
  { id: 'en', short: 'EN' },
  { id: 'fil', short: 'FIL' },
];

/**
 * EN / FIL switch; the choice is kept in a cookie and applied without a reload. `compact`: one
 * 44 px globe button that switches to the other language (the header has no room for two, in
 * Filipino least of all); it is named by that language in its own words.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const locale = useStore($locale);
  if (compact) {
    const other = LOCALES.find((item) => item.id !== locale) ?? LOCALES[0]!;
    return (
      <button type="button" class={styles.globe} lang={other.id} aria-label={t(`shell.language.${other.id}`)} title={t(`shell.language.${other.id}`)} onClick={() => void setLocale(other.id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span class={styles.code} aria-hidden="true">
          {other.short}
        </span>
      </button>
    );
  }
  return (
    <div class={styles.switch} role="group" aria-label={t('shell.language')}>
      {LOCALES.map((item) => (
        <button
          key={item.id}
          type="button"
          class={`${styles.option} ${locale === item.id ? styles.active : ''}`}
          aria-pressed={locale === item.id}
          lang={item.id}
          aria-label={t(`shell.language.${item.id}`)}
          onClick={() => void setLocale(item.id)}
        >
          {item.short}
        </button>
      ))}
    </div>
  );
}
