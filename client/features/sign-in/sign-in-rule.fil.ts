// Filipino text of the sign-in rules page.
import type signInRuleEn from './sign-in-rule.en';
import type { Translation } from '../../i18n/translation';

const signInRuleFil: Translation<typeof signInRuleEn> = {
  'signInRule.title': 'Mga patakaran ng sign-in',
  'signInRule.daily': 'Araw-araw na sign-in',
  'signInRule.once': 'Mag-sign in nang isang beses bawat araw. Ang isang araw ay mula hatinggabi hanggang hatinggabi, oras sa Manila.',
  'signInRule.cycle': 'Tumatagal nang {days} araw ang cycle. Ang bayad bawat araw:',
  'signInRule.dayAmount': 'Araw {day}: {amount}',
  'signInRule.reset': 'Kapag may araw kang na-miss, magsisimula ulit sa araw 1 ang cycle. Pagkatapos ng araw {days}, magsisimula rin ulit ito sa araw 1.',
  'signInRule.vip': 'Sign-in bonus ng VIP',
  'signInRule.vipText': 'Puwedeng kumuha ng dagdag na bonus ayon sa level ang mga VIP player na nag-sign in ngayong araw:',
  'signInRule.vipAmount': 'VIP {level}: {amount}',
  'signInRule.bonusText': 'Puwedeng kumuha ng bonus ang mga bagong player sa bawat isa sa una nilang {count} araw ng pag-log in, isa bawat araw:',
  'signInRule.bonusDay': 'Araw {day}: {amount}',
  'signInRule.money': 'Bonus na pera',
  'signInRule.topUp': 'Libreng bonus ang mga sign-in reward at ang login bonus: naghihintay ito hanggang sa una mong deposit, saka papasok sa balanse mo.',
  'signInRule.turnover': 'I-bet muna ang bawat reward bago ito ma-withdraw: ang sign-in reward nang {signIn}× ng halaga nito, ang login bonus nang {login}×, at ang VIP sign-in bonus nang {vip}×.',
  'signInRule.back': 'Bumalik sa araw-araw na sign-in',
  'signInRule.closed': 'Sarado muna ang araw-araw na sign-in.',
  'signInRule.bonus': 'Login bonus ng bagong player',
};

export default signInRuleFil;
