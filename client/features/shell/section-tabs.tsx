// The tab bar of a nested section (`/bonus/*`, `/vip/*`). Routes name their section (a string in
// the first paint); the sections' tabs and their text live here, in this lazy chunk.
import { useLocation } from 'preact-iso';
import { href } from '../../../contract/route-paths';
import { t } from '../../stores/locale';
import { useT } from '../../widgets/use-t';
import { sectionsCatalog } from './sections-catalog';
import styles from './section-tabs.module.css';

/** @public The tab labels, added before the bar renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [sectionsCatalog];

/** A nested section: its pages share a tab bar of their own. */
export interface SectionDef {
  name: string;
  /** The tab bar's accessible name. */
  label: () => string;
  tabs: readonly { path: string; label: () => string }[];
}

/** The sections of the app, by the name their routes give. */
export const SECTIONS = {
  bonus: {
    name: 'bonus',
    label: () => t('sections.bonus'),
    tabs: [
      { path: href('bonus'), label: () => t('sections.bonus.home') },
      { path: href('bonusEvent'), label: () => t('sections.bonus.event') },
      { path: href('bonusReward'), label: () => t('sections.bonus.reward') },
      { path: href('bonusTasks'), label: () => t('sections.bonus.tasks') },
      { path: href('bonusRebate'), label: () => t('sections.bonus.rebate') },
      { path: href('bonusVip'), label: () => t('sections.bonus.vip') },
      { path: href('bonusRecord'), label: () => t('sections.bonus.record') },
    ],
  },
  vip: {
    name: 'vip',
    label: () => t('sections.vip'),
    tabs: [
      { path: href('vip'), label: () => t('sections.vip.home') },
      { path: href('vipLevel'), label: () => t('sections.vip.level') },
      // /vip/rebate/record marks this tab too.
      { path: href('vipRebate'), label: () => t('sections.vip.rebate') },
    ],
  },
} satisfies Record<string, SectionDef>;

export type SectionName = keyof typeof SECTIONS;

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

/** The tab bar of a section (by name, or a definition of its own); the current page's tab is marked. */
export default function SectionTabs({ section }: { section: SectionName | SectionDef }) {
  useT();
  const { path } = useLocation();
  const def: SectionDef = typeof section === 'string' ? SECTIONS[section] : section;
  const current = currentTab(def, path);
  return (
    <nav class={styles.tabs} aria-label={def.label()}>
      {def.tabs.map((tab) => (
        <a key={tab.path} href={tab.path} class={`${styles.tab} ${tab.path === current ? styles.current : ''}`} aria-current={tab.path === current ? 'page' : undefined}>
          {tab.label()}
        </a>
      ))}
    </nav>
  );
}
