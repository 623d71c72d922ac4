// Filipino text of the reward modal.
import type rewardEn from './reward.en';
import type { Translation } from '../i18n/translation';

const rewardFil: Translation<typeof rewardEn> = {
  'reward.title': 'Binabati kita!',
  'reward.received': 'Natanggap mo',
  'reward.coins': '{amount} na coins',
  'reward.item': 'Gamit {id} × {count}',
  'reward.prop.generalCoupon': 'Pangkalahatang kupon × {count}',
  'reward.prop.fixedCoupon': 'Nakapirming kupon × {count}',
  'reward.prop.giveCoupon': 'Regalong kupon × {count}',
  'reward.prop.points': '{count} puntos',
  'reward.prop.liveness': '{count} puntos ng aktibidad',
  'reward.prop.diamond': '{count} diyamante',
  'reward.prop.diamondCoupon': 'Kupon ng diamond × {count}',
  'reward.prop.lotteryCoupon': 'Kupon ng lottery × {count}',
  'reward.prop.lottery': 'Tiket sa lottery × {count}',
  'reward.prop.scratchCard': 'Scratch card × {count}',
  'reward.prop.newYear': 'Regalo sa Bagong Taon × {count}',
  'reward.jackpot': 'Jackpot: {amount}',
  'reward.jackpot.mega': 'Mega jackpot: {amount}',
  'reward.jackpot.major': 'Major jackpot: {amount}',
  'reward.jackpot.minor': 'Minor jackpot: {amount}',
  'reward.jackpot.mini': 'Mini jackpot: {amount}',
  'reward.continue': 'I-TAP ANG SCREEN PARA MAGPATULOY',
  'reward.pending': 'Libreng bonus: mau-unlock ito sa una mong deposit.',
  'reward.locked': 'Bonus na pera: laruin muna ito bago ma-withdraw.',
};

export default rewardFil;
