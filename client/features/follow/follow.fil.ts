// Filipino text of the follow page.
import type followEn from './follow.en';
import type { Translation } from '../../i18n/translation';

const followFil: Translation<typeof followEn> = {
  'follow.title': 'I-follow kami',
  'follow.intro': 'I-follow ang aming mga channel para sa balita, promo at mga nanalo, at makakuha ng reward sa bawat isa.',
  'follow.steps': '1. I-tap ang I-follow: bubukas ang channel sa bagong tab. 2. I-follow ito roon. 3. Bumalik at i-tap ang Kunin.',
  'follow.reward': 'Gantimpala {amount}',
  'follow.follow': 'I-follow',
  'follow.newTab': '(bubukas sa bagong tab)',
  'follow.claim': 'Kunin',
  'follow.claimed': 'Nakuha na',
  'follow.guest': 'Mag-log in para makuha ang iyong mga follow reward.',
  'follow.login': 'Mag-log in',
  'follow.empty': 'Walang channel na mafo-follow ngayon. Tingnan ulit mamaya.',
  'follow.terms': 'Libreng bonus ang mga follow reward: mabubuksan ito sa una mong deposit, at i-bet ito nang {times} beses bago ma-withdraw. Isang beses lang nagbabayad ang bawat channel.',
  'follow.loadFailed': 'Hindi ma-load ang mga channel.',
  'follow.retry': 'Subukan ulit',
  'follow.unknownChannel': 'Wala na ang channel na ito.',
  'follow.notVisited': 'I-tap muna ang I-follow, saka kunin.',
  'follow.alreadyClaimed': 'Nakuha mo na ang reward na ito.',
};

export default followFil;
