// Filipino text of the fund page.
import type fundEn from './fund.en';
import type { Translation } from '../../i18n/translation';

const fundFil: Translation<typeof fundEn> = {
  'fund.title': 'Lingguhang fund',
  'fund.lastWeek': 'Nakaraang linggo',
  'fund.thisWeek': 'Ngayong linggo sa ngayon',
  'fund.range': '{from} hanggang {to}',
  'fund.loss': 'Netong talo',
  'fund.lossHint': 'Mga bet {bet} bawas ang panalo {win}',
  'fund.yourFund': 'Ang iyong fund',
  'fund.claim': 'Kunin ang {amount}',
  'fund.claimed': 'Nakuha na',
  'fund.claimedNote': 'Nakuha mo na ang fund ng nakaraang linggo. Magbubukas ang susunod sa {date}.',
  'fund.none': 'Walang fund ang nakaraang linggo: may fund ang isang linggo kapag umabot sa {min} ang netong talo.',
  'fund.wouldPay': 'Magbabayad ng {amount}, makukuha simula {date}.',
  'fund.wouldPayNone': 'Nagbabayad simula sa netong talo na {min}.',
  'fund.terms': 'Tuwing Lunes, maibabalik sa iyo ang {rate}% ng netong talo noong nakaraang linggo (mga real-money bet bawas ang panalo, Lunes hanggang Linggo, oras sa Manila), hanggang {cap}, kapag umabot ito sa {min}. Kunin ito sa loob ng linggo: mawawala ito pagsimula ng susunod na linggo. Bonus na pera ang fund: i-bet ito nang {times} beses bago ma-withdraw.',
  'fund.closed': 'Sarado ang lingguhang fund sa ngayon.',
  'fund.loadFailed': 'Hindi ma-load ang iyong fund.',
  'fund.retry': 'Subukan ulit',
  'fund.nothingToClaim': 'Walang fund ang nakaraang linggo.',
  'fund.alreadyClaimed': 'Nakuha mo na ang fund ng nakaraang linggo.',
  'fund.closedError': 'Sarado ang lingguhang fund sa ngayon.',
};

export default fundFil;
