// Filipino text of the trust footer.
import type footerEn from './trust-footer.en';
import type { Translation } from '../i18n/translation';

const footerFil: Translation<typeof footerEn> = {
  'footer.label': 'Tungkol sa site na ito',
  'footer.adults': '21+',
  'footer.adultsText': 'Para lamang sa mga manlalarong 21 pataas sa Pilipinas. Maglaro nang responsable.',
  'footer.responsible': 'Responsableng paglalaro',
  'footer.terms': 'Mga tuntunin ng paggamit',
  'footer.privacy': 'Patakaran sa privacy',
  'footer.support': 'Suporta',
};

export default footerFil;
