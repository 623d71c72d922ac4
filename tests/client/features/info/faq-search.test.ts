// @vitest-environment node
// FAQ search: every word, any case, accents ignored; a blank query shows everything.
import { describe, expect, it } from 'vitest';
import faqEn from '../../../../client/features/info/faq.en';
import faqFil from '../../../../client/features/info/faq.fil';
import { searchFaq } from '../../../../client/features/info/faq-search';

const entries = (catalog: Record<string, string>) =>
  Object.keys(catalog)
    .filter((key) => key.endsWith('.q'))
    .map((key) => ({ id: key.slice(4, -2), q: catalog[key]!, a: catalog[key.replace(/\.q$/, '.a')]! }));

describe('searchFaq', () => {
  it('finds GCash in either language, whatever the case', () => {
    for (const catalog of [faqEn, faqFil]) {
      const ids = searchFaq(entries(catalog), 'gcash').map((e) => e.id);
      expect(ids[0]).toBe('deposit-not-arrived');
      expect(ids).toContain('withdraw-time');
    }
  });

  it('needs every word, ignores accents, and shows all for a blank query', () => {
    const all = entries(faqEn);
    expect(searchFaq(all, '  ')).toHaveLength(all.length);
    expect(searchFaq(all, 'forgot password').map((e) => e.id)).toEqual(['forgot-password']);
    expect(searchFaq([{ q: 'Anó ang bonus?', a: '' }], 'ano BONUS')).toHaveLength(1);
    expect(searchFaq(all, 'bitcoin')).toEqual([]);
  });
});
