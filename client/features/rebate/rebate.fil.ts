// Filipino text of the bet rebate pages.
import type rebateEn from './rebate.en';
import type { Translation } from '../../i18n/translation';

const rebateFil: Translation<typeof rebateEn> = {
  'rebate.title': 'Rebate sa taya',
  'rebate.total': 'Rebate na makukuha',
  'rebate.claimAll': 'Kunin lahat',
  'rebate.claim': 'Kunin',
  'rebate.nothingYet': 'Wala pa',
  'rebate.byType': 'Ayon sa uri ng laro',
  'rebate.typeLine': '{bet} na bet ×\u00a0{rate}',
  'rebate.yourLevel': 'Mga rate mo sa VIP {level}',
  'rebate.next': 'Sa VIP {level}, {amount} ang ibabalik ng mga bet na ito.',
  'rebate.nextHow': 'Mag-bet pa ng {needed} para maabot ang VIP {level}.',
  'rebate.top': 'Nasa pinakamataas na level ka na: sa iyo ang pinakamagandang rate.',
  'rebate.vip0Title': 'Abutin ang VIP 1 para magka-rebate',
  'rebate.vip0': 'May ibinabalik na bahagi ng bawat bet sa mga VIP member. Mag-bet pa ng {needed} para maabot ang VIP 1: bilang din ang mga bet mo ngayon.',
  'rebate.goVip': 'Tingnan ang mga VIP level',
  'rebate.rates': 'Mga rate ayon sa VIP level',
  'rebate.level': 'Antas',
  'rebate.vipLevel': 'VIP {level}',
  'rebate.you': 'Ikaw',
  'rebate.openRecord': 'Record ng rebate',
  'rebate.rule':
    'Ang rebate ay bahagi ng mga settled na bet mo sa bawat uri ng laro. Isang claim lang ang pinagbibilangan ng bawat bet, at binabayaran ito ayon sa VIP level mo sa oras ng claim. Bonus na pera ito: i-bet nang {times}× ang halaga bago ma-withdraw.',
  'rebate.loadFailed': 'Hindi ma-load ang rebate mo.',
  'rebate.retry': 'Subukan ulit',
  'rebate.nothingDue': 'Wala pang rebate na makukuha. Maglaro at bumalik.',
  'rebate.noRate': 'Wala pang rebate ang VIP level mo rito.',
  'rebate.unknownType': 'Hindi available ang uri ng larong ito.',
  'rebate.recordTitle': 'Record ng rebate',
  'rebate.recordGo': 'Tingnan ang rebate mo',
  'rebate.recordEmpty': 'Wala ka pang nakuhang rebate. Maglaro, saka kunin dito ang rebate mo.',
  'rebate.recordLine': '{bet} na bet ×\u00a0{rate} sa VIP\u00a0{level}',
  'rebate.recordFailed': 'Hindi ma-load ang record ng rebate mo.',
  'rebate.loadMore': 'Mag-load pa',
  'rebate.noMore': 'Wala na',
};

export default rebateFil;
