import { useLocation } from 'preact-iso';
import type { SectionDef } from '../../routes';
import { matchPath } from '../../route-paths';
import { useT } from '../../stores/locale';
import styles from './section-tabs.module.css';

/** The tab bar of a nested section (`/bonus/*`, `/vip/*`); the current page's tab is marked. */
export function SectionTabs({ section }: { section: SectionDef }) {
  useT();
  const { path } = useLocation();
  return (
    <nav class={styles.tabs} aria-label={section.label()}>
      {section.tabs.map((tab) => {
        const current = matchPath(tab.path, path) !== null;
        return (
          <a key={tab.path} href={tab.path} class={`${styles.tab} ${current ? styles.current : ''}`} aria-current={current ? 'page' : undefined}>
            {tab.label()}
          </a>
        );
      })}
    </nav>
  );
}
