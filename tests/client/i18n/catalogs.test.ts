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

// Filipino text that reads exactly as the English: names of the operator's games and events, VIP,
// words Filipino players use as they are (selfie, demo, password, barangay), and bare formats. Any
// other identical text is English left in the Filipino app (issue 26: the bottom navigation, field
// labels): translate it, or add it here with the reason it stays.
const SAME_IN_BOTH = new Set([
  // Names of games, events and shops (as the operator's banners name them).
  'bonusCentre.entry.scratchCard', 'bonusCentre.entry.diamondShop', 'bonusCentre.kind.scratch', 'bonusCentre.kind.jackpot',
  'diamond.scratchTitle', 'diamond.shopTitle', 'invite.spin.title', 'invite.spin.button', 'jackpot.title', 'jackpot.spin',
  'jackpot.tier.mega', 'jackpot.tier.major', 'jackpot.tier.minor', 'jackpot.tier.mini', 'jackpot.cellJackpot', 'jackpot.luckyGuy',
  'member.nav.diamondShop', 'member.nav.scratchCard', 'wallet.diamondShop', 'wallet.reason.scratch', 'wallet.reason.jackpot',
  'reward.prop.scratchCard', 'reward.jackpot', 'reward.jackpot.mega', 'reward.jackpot.major', 'reward.jackpot.minor', 'reward.jackpot.mini',
  // VIP and its levels.
  'member.vip', 'rebate.vipLevel', 'sections.bonus.vip', 'sections.vip.home', 'signInRule.vipAmount', 'tasks.page.vip', 'vip.title', 'vip.level',
  // Loanwords Filipino uses as they are.
  'bonusCentre.turnoverTimes', 'bonusCentre.kind.login_bonus', 'diamond.tab.coin', 'feedback.category.bonus', 'invite.agent.title',
  'member.nav.agent', 'kyc.photo.selfie', 'lottery.title', 'member.profile', 'profile.occupation.ofw', 'profile.barangay', 'profile.zip',
  'sections.vip.rebate', 'wallet.paidBonus', 'auth.tab.account', 'auth.field.password', 'play.demo', 'shell.language.fil',
  // Formats and placeholders.
  'depositRewards.tierBonus', 'feedback.count', 'info.about.introTitle', 'lottery.prizeCoupons', 'member.nav.uid', 'auth.placeholder.mobile',
]);

describe('Filipino text', () => {
  it('is translated: text that reads as the English is a name, VIP, a loanword or a format', () => {
    const untranslated = pairs.flatMap(([, en, fil]) =>
      Object.keys(en).filter((key) => fil?.[key] === en[key] && /[a-z]{2}/i.test(en[key]!) && !SAME_IN_BOTH.has(key)).map((key) => `${key}: ${en[key]}`),
    );
    expect(untranslated).toEqual([]);
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
