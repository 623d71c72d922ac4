// /faq: questions players of Philippine casinos ask, searchable (every word, any case or accent),
// each expandable and deep-linkable: /faq#deposit-not-arrived opens that answer and scrolls to it,
// and opening one puts its anchor in the address for sharing.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { href } from '../../../contract/route-paths';
import { useT } from '../../widgets/use-t';
import { Page } from '../../ui/page';
import { searchFaq } from './faq-search';
import styles from './info-page.module.css';
import { TrustFooter } from '../../widgets/trust-footer';
import { footerCatalog } from '../../widgets/trust-footer-catalog';
import { faqCatalog } from './faq-catalog';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [faqCatalog, footerCatalog];

/** The questions, in the order a worried player needs them. */
const IDS = ['deposit-not-arrived', 'deposit-how', 'withdraw-time', 'withdraw-held', 'kyc', 'bonus-turnover', 'free-bonus', 'forgot-password', 'who-can-play', 'limits', 'mail-reward'] as const;
type FaqId = (typeof IDS)[number];

const anchor = (): string => decodeURIComponent(location.hash.slice(1));

export default function FaqPage() {
  const t = useT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([anchor()]));
  const entries = useMemo(() => IDS.map((id) => ({ id, q: t(`faq.${id}.q`), a: t(`faq.${id}.a`) })), [t]);
  const shown = searchFaq(entries, query);

  // Opened from a link (a fresh load, or a #anchor followed while here): that answer, unfiltered.
  useEffect(() => {
    const show = (opening: boolean) => {
      const id = anchor();
      if (!(IDS as readonly string[]).includes(id)) return;
      if (opening) {
        setQuery('');
        setOpen((current) => new Set([...current, id]));
      }
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    };
    show(false);
    const onHash = () => show(true);
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  const toggle = (id: FaqId, isOpen: boolean) => {
    const next = new Set(open);
    if (isOpen) next.add(id);
    else next.delete(id);
    setOpen(next);
    // The address names the answer last opened, so it can be shared; replaced, not pushed (Back leaves the page).
    if (isOpen) history.replaceState(history.state, '', `${location.pathname}${location.search}#${id}`);
  };

  return (
    <Page title={t('faq.title')} back>
      <div class={styles.article}>
        <label class={styles.searchLabel} for="faq-search">
          {t('faq.search')}
        </label>
        <input
          id="faq-search"
          class={styles.search}
          type="search"
          value={query}
          placeholder={t('faq.searchPlaceholder')}
          autoComplete="off"
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
        <p class={styles.hint} role="status">
          {query.trim() ? t('faq.results', { count: shown.length, total: entries.length }) : ''}
        </p>
        {shown.length ? (
          <div class={styles.faq}>
            {shown.map((entry) => (
              <details key={entry.id} id={entry.id} class={styles.question} open={open.has(entry.id) || undefined} onToggle={(e) => toggle(entry.id, e.currentTarget.open)}>
                <summary>{entry.q}</summary>
                <p>{entry.a}</p>
              </details>
            ))}
          </div>
        ) : (
          <div class={styles.empty}>
            <p>{t('faq.none', { query: query.trim() })}</p>
            <button type="button" class={styles.textButton} onClick={() => setQuery('')}>
              {t('faq.clear')}
            </button>
          </div>
        )}
        <p>
          {t('faq.stillStuck')}{' '}
          <a class={styles.serviceLink} href={href('service')}>
            {t('faq.askService')}
          </a>
        </p>
      </div>
      <TrustFooter />
    </Page>
  );
}
