// Filipino text of the VIP page.
import type vipEn from './vip.en';
import type { Translation } from '../../i18n/translation';

const vipFil: Translation<typeof vipEn> = {
  'vip.title': 'VIP',
  'vip.level': 'VIP {level}',
  'vip.progress': 'Mag-bet pa ng {needed} para maabot ang VIP {next}',
  'vip.top': 'Nasa pinakamataas na level ka na.',
  'vip.betSoFar': 'Na-bet na: {amount}',
  'vip.daily': 'Award ngayong araw',
  'vip.dailyNone': 'Abutin ang VIP 1 para makakuha ng award araw-araw.',
  'vip.dailyClaimed': 'Nakuha na ngayong araw. Bumalik bukas (oras sa Manila).',
  'vip.claim': 'Kunin',
  'vip.claimed': 'Nakuha na',
  'vip.locked': 'Hindi pa',
  'vip.levels': 'Mga level',
  'vip.reachWith': 'Maaabot sa {amount} na bet',
  'vip.levelUpAward': 'Reward sa pag-level up {amount}',
  'vip.dailyAward': 'Araw-araw na award {amount}',
  'vip.current': 'Level mo',
  'vip.terms': 'Bonus na pera ang mga VIP reward: i-bet muna ito nang isang beses bago ma-withdraw.',
  'vip.loadFailed': 'Hindi ma-load ang mga VIP level mo.',
  'vip.retry': 'Subukan ulit',
  'vip.notReached': 'Abutin muna ang level na ito.',
  'vip.alreadyClaimed': 'Nakuha mo na ang reward na ito.',
  'vip.nothingToClaim': 'Walang makukuha rito.',
};

export default vipFil;
