// Filipino text of the bonus note.
import type bonusEn from './bonus.en';
import type { Translation } from '../i18n/translation';

const bonusFil: Translation<typeof bonusEn> = {
  'bonus.pending': 'Mag-deposit nang isang beses para ma-unlock ang {amount} mong libreng bonus.',
  'bonus.depositNow': 'Mag-deposit ngayon',
  'bonus.locked': 'Bonus ang {amount} ng balance mo: mag-bet pa ng {left} at mawi-withdraw mo na ito.',
};

export default bonusFil;
