// Filipino text of the section tab bars.
import type { Translation } from '../../i18n/translation';
import type sectionsEn from './sections.en';

const sectionsFil: Translation<typeof sectionsEn> = {
  'sections.bonus': 'Sentro ng bonus',
  'sections.bonus.home': 'Buod',
  'sections.bonus.event': 'Mga promo',
  'sections.bonus.reward': 'Aking bonus',
  'sections.bonus.tasks': 'Mga task',
  'sections.bonus.rebate': 'Gantimpala sa deposito',
  'sections.bonus.vip': 'VIP',
  'sections.bonus.record': 'Talaan',
  'sections.vip': 'Sentro ng VIP',
  'sections.vip.home': 'VIP',
  'sections.vip.level': 'Mga level',
  'sections.vip.rebate': 'Rebate',
};

export default sectionsFil;
