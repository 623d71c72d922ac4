import { act, cleanup, render } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogDef } from '../../../client/stores/locale';

async function load() {
  vi.resetModules();
  return import('../../../client/stores/locale');
}

/** A made-up catalog (the app declares no such domain in `Catalogs`). */
const made = (domain: string, en: Record<string, string>, fil: () => Promise<{ default: Record<string, string> }>) => ({ domain, en, fil }) as unknown as CatalogDef;

function clearCookie() {
  document.cookie = 'locale=; max-age=0; path=/';
}

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('locale store', () => {
  it('defaults to English and fills {name} placeholders', async () => {
    const { t, $locale } = await load();
    expect($locale.get()).toBe('en');
    expect(t('home.hello', { name: 'Ana' })).toBe('Hello, Ana!');
  });

  it('falls back to the key for unknown text and keeps unknown placeholders', async () => {
    const { t } = await load();
    // @ts-expect-error: a key no catalog has is a type error (this line proves keys are typed)
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('home.hello')).toBe('Hello, {name}!');
  });

  it('setLocale writes the cookie for 365 days, path=/, SameSite=Lax', async () => {
    const { setLocale } = await load();
    const writes: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    await setLocale('fil');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^locale=fil;/);
    expect(writes[0]).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(writes[0]).toContain('path=/');
    expect(writes[0]).toContain('SameSite=Lax');
  });

  it('loads the Filipino catalog lazily and only then switches', async () => {
    const { setLocale, t, $locale } = await load();
    expect(t('api.tipsTitle')).toBe('Tips');
    await setLocale('fil');
    expect($locale.get()).toBe('fil');
    expect(t('api.tipsTitle')).toBe('Paalala');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('reads the locale cookie at start', async () => {
    document.cookie = 'locale=fil; path=/';
    const { $locale, loadLocaleCatalogs, t } = await load();
    expect($locale.get()).toBe('fil');
    // Filipino not loaded yet: English shows meanwhile.
    expect(t('common.close')).toBe('Close');
    await loadLocaleCatalogs();
    expect(t('common.close')).toBe('Isara');
  });

  it('falls back to English for keys missing in Filipino', async () => {
    const { setLocale, t, addCatalogs } = await load();
    await addCatalogs([made('demo', { 'demo.only': 'English only', 'demo.both': 'Both EN' }, async () => ({ default: { 'demo.both': 'Pareho' } }))]);
    await setLocale('fil');
    // @ts-expect-error: the made-up catalog's keys
    expect(t('demo.both')).toBe('Pareho');
    // @ts-expect-error: the made-up catalog's keys
    expect(t('demo.only')).toBe('English only');
  });

  it('a catalog added in Filipino resolves once its Filipino text is there (the page renders in Filipino at once)', async () => {
    const { setLocale, t, addCatalogs } = await load();
    await setLocale('fil');
    const fil = vi.fn(async () => ({ default: { 'late.key': 'Huli' } }));
    const added = addCatalogs([made('late', { 'late.key': 'Late' }, fil)]);
    expect(fil).toHaveBeenCalledTimes(1);
    await added;
    // @ts-expect-error: the made-up catalog's key
    expect(t('late.key')).toBe('Huli');
    // Added again (a second page declaring it): nothing loads twice.
    await addCatalogs([made('late', { 'late.key': 'Late' }, fil)]);
    expect(fil).toHaveBeenCalledTimes(1);
  });

  it('a catalog whose Filipino text fails to load resolves too, in English', async () => {
    const { setLocale, t, addCatalogs } = await load();
    await setLocale('fil');
    await addCatalogs([made('broken', { 'broken.key': 'Still English' }, () => Promise.reject(new Error('offline')))]);
    // @ts-expect-error: the made-up catalog's key
    expect(t('broken.key')).toBe('Still English');
  });

  it('importing a catalog adds nothing: only what declares it does', async () => {
    const { t } = await load();
    await import('../../../client/features/kyc/kyc-catalog');
    // The kyc catalog's keys are unknown until a loader adds it.
    expect(t('kyc.title')).toBe('kyc.title');
  });

  it('a catalog added in English re-renders nothing (its keys are not on screen yet)', async () => {
    const { addCatalogs } = await load();
    // The hook reads the store instance just loaded (modules were reset).
    const { useT } = await import('../../../client/widgets/use-t');
    let renders = 0;
    function Probe() {
      useT();
      renders++;
      return null;
    }
    render(h(Probe, null));
    expect(renders).toBe(1);
    act(() => void addCatalogs([made('quiet', { 'quiet.key': 'Quiet' }, async () => ({ default: {} }))]));
    expect(renders).toBe(1);
    cleanup();
  });

  it('switching back to English shows English again', async () => {
    const { setLocale, t } = await load();
    await setLocale('fil');
    await setLocale('en');
    expect(t('api.tipsTitle')).toBe('Tips');
    expect(document.cookie).toContain('locale=en');
  });

  it('pluralForm picks the form Intl.PluralRules picks, in both languages, for 0 to 2,000', async () => {
    const { pluralForm } = await load();
    for (const [locale, intl] of [['en', 'en-PH'], ['fil', 'fil-PH']] as const) {
      const rules = new Intl.PluralRules(intl);
      const wrong = Array.from({ length: 2001 }, (_, n) => n).filter((n) => pluralForm(locale, n) !== rules.select(n));
      expect(wrong, locale).toEqual([]);
    }
  });

  it('tn picks the counted form and groups the count as Intl.NumberFormat does', async () => {
    const { addCatalogs, setLocale, tn } = await load();
    const fil = { 'n.items.one': '{count} bagay', 'n.items.other': '{count} mga bagay' };
    await addCatalogs([made('n', { 'n.items.one': '{count} item', 'n.items.other': '{count} items' }, async () => ({ default: fil }))]);
    const count = tn as (key: string, count: number) => string;
    expect([0, 1, 2, 1250, 1234567].map((n) => count('n.items', n))).toEqual(['0 items', '1 item', '2 items', '1,250 items', '1,234,567 items']);
    expect(count('n.items', 1250)).toBe(`${new Intl.NumberFormat('en-PH').format(1250)} items`);
    await setLocale('fil');
    expect([1, 4, 11, 14, 1250].map((n) => count('n.items', n))).toEqual(['1 bagay', '4 mga bagay', '11 bagay', '14 mga bagay', '1,250 bagay']);
    expect(count('n.items', 1_234_566)).toBe(`${new Intl.NumberFormat('fil-PH').format(1_234_566)} mga bagay`);
  });
});
