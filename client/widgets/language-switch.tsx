import { useStore } from '@nanostores/react';
import { $locale, setLocale, type Locale } from '../stores/locale';
import { useT } from './use-t';
import styles from './language-switch.module.css';

const LOCALES: { id: Locale; short: string }[] = [
  { id: 'en', short: 'EN' },
  { id: 'fil', short: 'FIL' },
];

/**
 * EN / FIL switch (member page, age notice); the choice is kept in a cookie and applied without a
 * reload. The header has the one-button globe (features/shell/language-globe.tsx).
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useStore($locale);
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
