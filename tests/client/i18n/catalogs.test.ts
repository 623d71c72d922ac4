// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Translation } from '../../../client/i18n/translation';

// Every English catalog in the client (core `en.ts`, `<domain>.en.ts` in i18n/ and in features)
// and its Filipino twin beside it. The types already hold the keys equal; this checks the values.
type Catalog = Record<string, string>;
const english = import.meta.glob<Catalog>(['../../../client/**/*.en.ts', '../../../client/i18n/en.ts'], { eager: true, import: 'default' });
const filipino = import.meta.glob<Catalog>(['../../../client/**/*.fil.ts', '../../../client/i18n/fil.ts'], { eager: true, import: 'default' });

const twin = (path: string) => path.replace(/(^|[/.])en\.ts$/, '$1fil.ts');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const pairs = Object.keys(english).map((path) => [path.replace('../../../', ''), english[path], filipino[twin(path)]] as const);

describe('translation catalogs', () => {
  it('finds every catalog pair (core, features in i18n/, feature folders)', () => {
    const names = pairs.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['client/i18n/en.ts', 'client/i18n/auth.en.ts', 'client/features/info/info.en.ts']));
    expect(Object.keys(filipino).map((path) => path.replace('.fil.ts', '.en.ts').replace(/\/fil\.ts$/, '/en.ts')).sort()).toEqual(Object.keys(english).sort());
  });

  describe.each(pairs)('%s', (_name, en, fil) => {
    it('has a Filipino twin with the same keys', () => {
      expect(fil, 'no Filipino catalog beside it').toBeDefined();
      expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
    });

    it('uses the same {placeholders} in both languages', () => {
      for (const key of Object.keys(en)) expect(placeholders(fil[key] ?? ''), key).toEqual(placeholders(en[key]));
    });

    it('has no empty text', () => {
      for (const [key, text] of [...Object.entries(en), ...Object.entries(fil)]) expect(text.trim(), key).not.toBe('');
    });
  });
});

describe('Translation<English> (the type every Filipino catalog has)', () => {
  it('refuses a missing or an extra key at compile time', () => {
    type English = { 'a.one': string; 'a.two': string };
    // @ts-expect-error: 'a.two' is missing
    const missing: Translation<English> = { 'a.one': 'isa' };
    // @ts-expect-error: 'a.three' is not an English key
    const extra: Translation<English> = { 'a.one': 'isa', 'a.two': 'dalawa', 'a.three': 'tatlo' };
    const exact: Translation<English> = { 'a.one': 'isa', 'a.two': 'dalawa' };
    expect([missing, extra, exact]).toHaveLength(3);
  });
});
