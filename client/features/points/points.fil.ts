// Filipino text of the points page.
import type pointsEn from './points.en';
import type { Translation } from '../../i18n/translation';

const pointsFil: Translation<typeof pointsEn> = {
  'points.title': 'Mga puntos',
  'points.balance': 'Ang iyong puntos',
  'points.earned': '{count} ang naipon sa lahat',
  'points.toNext': 'Tumaya pa ng {amount} para sa susunod mong puntos.',
  'points.guest': 'Mag-log in para makita at maipalit ang iyong puntos.',
  'points.login': 'Mag-log in',
  'points.exchangeTitle': 'Ipalit ang puntos',
  'points.option': '{points} puntos',
  'points.optionPays': '{amount} na bonus',
  'points.exchange': 'Ipalit',
  'points.short': 'Kulang ng {count}',
  'points.howTitle': 'Paano gumagana ang puntos',
  'points.howEarn': 'Bawat {amount} na taya mo sa mga larong may totoong pera ay may 1 puntos; ang sobra ay bibilangin sa susunod.',
  'points.howUse': 'Ipalit dito ang puntos sa bonus coins. Hindi pera ang puntos: hindi ito maidedeposito, mawi-withdraw o maipapadala sa ibang manlalaro.',
  'points.howTurnover': 'Bonus ang coins mula sa puntos: itaya muna ito nang {times}× bago i-withdraw.',
  'points.closed': 'Nakahinto muna ang puntos. Naka-save ang iyong puntos.',
  'points.unknownOption': 'Wala na ang palitang ito. Pumili ng iba.',
  'points.notEnough': 'Kulang pa ang puntos mo para sa palitang ito.',
  'points.loadFailed': 'Hindi ma-load ang iyong puntos. Tingnan ang koneksyon mo at subukan muli.',
  'points.retry': 'Subukan muli',
};

export default pointsFil;
