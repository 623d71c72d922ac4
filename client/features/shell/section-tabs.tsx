import type { CatalogDef } from '../../stores/locale';
import { useLocation } from 'preact-iso';
import { useT } from '../../widgets/use-t';
import styles from './section-tabs.module.css';

/** @public Core text only (always present): no catalog to add (lazyPage reads it; knip cannot see that). */
export const catalogs: readonly CatalogDef[] = [];

/** A nested section (`/bonus/*`, `/vip/*`): its pages share a tab bar of their own. */
export interface SectionDef {
  name: string;
  /** The tab bar's accessible name. */
  label: () => string;
  tabs: readonly { path: string; label: () => string }[];
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** The tab whose path is the longest segment-wise prefix of `path` (a detail page marks its tab). */
function currentTab(section: SectionDef, path: string): string | undefined {
  const segments = segmentsOf(path);
  let best: { path: string; length: number } | undefined;
  for (const tab of section.tabs) {
    const parts = segmentsOf(tab.path);
    const prefix = parts.length <= segments.length && parts.every((part, i) => part === segments[i]);
    if (prefix && (!best || parts.length > best.length)) best = { path: tab.path, length: parts.length };
  }
  return best?.path;
}

/** The tab bar of a nested section (`/bonus/*`, `/vip/*`); the current page's tab is marked. */
export default function SectionTabs({ section }: { section: SectionDef }) {
  useT();
  const { path } = useLocation();
  const current = currentTab(section, path);
  return (
    <nav class={styles.tabs} aria-label={section.label()}>
      {section.tabs.map((tab) => (
        <a key={tab.path} href={tab.path} class={`${styles.tab} ${tab.path === current ? styles.current : ''}`} aria-current={tab.path === current ? 'page' : undefined}>
          {tab.label()}
        </a>
      ))}
    </nav>
  );
}
