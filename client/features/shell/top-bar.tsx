import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { $locale } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { openModal } from '../../stores/modals';
import { $isLoggedIn } from '../../stores/session';
import { Button } from '../../ui/button';
import { MemberBalance } from '../../widgets/member-balance';
import { openSupport } from '../../widgets/open-support';
import { LanguageGlobe } from './language-globe';
import { Logo } from './logo';
import styles from './top-bar.module.css';

/**
 * Logo and title, the language switch, and Login/Register (guests) or the balance (members);
 * `bare`: logo and language only (maintenance, when no login or balance call would answer).
 */
export function TopBar({ bare }: { bare?: boolean }) {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  const locale = useStore($locale);
  const ref = useRef<HTMLElement>(null);
  // The name shows when it fits, otherwise the mark alone (the link keeps the name as its label):
  // never a name cut to "C..", whatever the language's button labels take.
  // Measured only in the observer's callback, which runs once the frame is laid out (its first
  // report comes then): measuring in a layout effect forced a layout of the whole page (every tile)
  // inside the render task, the longest part of start-up on a slow phone.
  useEffect(() => {
    const bar = ref.current;
    const title = bar?.querySelector<HTMLElement>(`.${styles.title}`);
    if (!bar || !title || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      title.hidden = false;
      title.hidden = title.scrollWidth > title.clientWidth + 1;
    };
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    // The end's buttons change width with the language and the font.
    if (bar.lastElementChild) observer.observe(bar.lastElementChild);
    return () => observer.disconnect();
  }, [loggedIn, locale]);
  return (
    <header class={styles.bar} ref={ref}>
      <Logo />
      <div class={styles.end}>
        {bare ? (
          <LanguageGlobe />
        ) : loggedIn ? (
          <>
            {/* Support one tap away; members switch language on the member page. */}
            <button
              type="button"
              class={styles.iconButton}
              aria-label={t('shell.support')}
              title={t('shell.support')}
              onClick={openSupport}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round">
                <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
                <rect x="3" y="13" width="4" height="6" rx="1.5" />
                <rect x="17" y="13" width="4" height="6" rx="1.5" />
                <path d="M19 19c0 1.5-2 2.5-5 2.5" />
              </svg>
            </button>
            <MemberBalance />
          </>
        ) : (
          <>
            <LanguageGlobe />
            <Button size="sm" variant="secondary" onClick={() => openModal({ name: 'login' })}>
              {t('shell.login')}
            </Button>
            <Button size="sm" onClick={() => openModal({ name: 'register' })}>
              {t('shell.register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
