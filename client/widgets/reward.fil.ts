// Filipino text of the reward modal.
import type rewardEn from './reward.en';
import type { Translation } from '../i18n/translation';

const rewardFil: Translation<typeof rewardEn> = {
  'reward.title': 'Binabati kita!',
  'reward.received': 'Natanggap mo',
  'reward.coins': '{amount} na coins',
  'reward.item': 'Item {id} × {count}',
  'reward.continue': 'I-TAP ANG SCREEN PARA MAGPATULOY',
  'reward.pending': 'Libreng bonus: mau-unlock ito sa una mong deposit.',
  'reward.locked': 'Bonus na pera: laruin muna ito bago ma-withdraw.',
};

export default rewardFil;
