import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { $theme } from '../../stores/theme';
import { APP_WEB_NAME } from '../../lib/app-name';
import styles from './top-bar.module.css';

/** The operator's logo (validated theme URL) or the built-in mark, with the title. */
export function Logo() {
  const theme = useStore($theme);
  // One brand name everywhere: the build's appWebName (a theme's title does not rename the app).
  const title = APP_WEB_NAME;
  return (
    <a href={href('home')} class={styles.brand} aria-label={title}>
      {theme.logo ? (
        <img class={styles.logo} src={theme.logo} alt="" width={40} height={40} />
      ) : (
        <svg class={styles.logo} viewBox="0 0 48 48" aria-hidden="true">
          <defs>
            <linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stop-color="#ffe08a" />
              <stop offset="1" stop-color="#e0a82e" />
            </linearGradient>
          </defs>
          <path d="M24 4l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="url(#logo-gold)" />
        </svg>
      )}
      <span class={styles.title}>{title}</span>
    </a>
  );
}
