// Filipino text of customer service; lazy-loaded when the player picks Filipino.
import type serviceEn from './service.en';
import type { Translation } from '../../i18n/translation';

const serviceFil: Translation<typeof serviceEn> = {
  'service.title': 'Serbisyo sa customer',
  'service.vipTitle': 'Serbisyo para sa VIP',
  'service.chatTitle': 'Live na chat',
  'service.chatText': 'Sumasagot ang aming team araw-araw, buong araw at gabi, sa English at Filipino.',
  'service.chat': 'Makipag-chat sa amin',
  'service.vipChatText': 'Inuuna ng iyong personal na VIP host ang iyong deposit, withdrawal at mga reward.',
  'service.vipChat': 'Makipag-chat sa iyong VIP host',
  'service.vipOnly': 'Para sa mga VIP member ang VIP line. Mag-deposit at maglaro para maabot ang VIP 1, at magkakaroon ka ng sariling host.',
  'service.deposit': 'Mag-deposit',
  'service.vipLink': 'Serbisyo para sa VIP',
  'service.noChat': 'Hindi available ang live chat ngayon. Mag-email sa amin o magpadala ng feedback, at sasagutin ka namin.',
  'service.chatFailed': 'Hindi mabuksan ang chat. Tingnan ang iyong koneksyon at subukan ulit.',
  'service.otherTitle': 'Iba pang paraan para makausap kami',
  'service.email': 'Mag-email sa {email}',
  'service.feedback': 'Magpadala ng feedback',
  'service.faq': 'Mga karaniwang tanong',
  'service.loadFailed': 'Hindi ma-load ang mga service line.',
  'service.retry': 'Subukan ulit',
  'service.opensOutside': '(bubukas sa labas ng app)',
  'service.help': 'Kung hindi na masaya ang paglalaro, tumawag sa helpline ng PAGCOR o kausapin kami para magtakda ng limit.',
};

export default serviceFil;
