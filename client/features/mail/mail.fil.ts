// Filipino text of mail; lazy-loaded when the player picks Filipino.
import type mailEn from './mail.en';
import type { Translation } from '../../i18n/translation';

const mailFil: Translation<typeof mailEn> = {
  'mail.title': 'Mga mensahe',
  'mail.detailTitle': 'Mensahe',
  'mail.unread': 'Hindi pa nababasa',
  'mail.manilaTime': '{time} (oras sa Maynila)',
  'mail.hasGift': 'May reward na makukuha',
  'mail.empty': 'Wala pang mail. Dito lalabas ang mga mensahe namin, kasama ang mga reward.',
  'mail.loadFailed': 'Hindi ma-load ang iyong mail.',
  'mail.retry': 'Subukan ulit',
  'mail.loadMore': 'Mag-load pa',
  'mail.noMore': 'Wala nang iba',
  'mail.refresh': 'I-refresh',
  'mail.pullToRefresh': 'Hilahin pababa para i-refresh',
  'mail.releaseToRefresh': 'Bitawan para i-refresh',
  'mail.refreshing': 'Nire-refresh…',
  'mail.deleteRead': 'Burahin ang nabasa',
  'mail.deleteReadTitle': 'Burahin ang mga nabasang mail?',
  'mail.deleteReadMessage': 'Mabubura ang lahat ng mail na nabasa mo na. Maiiwan ang mail na may reward na hindi mo pa nakukuha.',
  'mail.deleteReadDone.one': '{count} mail ang nabura.',
  'mail.deleteReadDone.other': '{count} mail ang nabura.',
  'mail.deleteReadNone': 'Walang nabasang mail na mabubura.',
  'mail.delete': 'Burahin',
  'mail.deleteTitle': 'Burahin ang mail na ito?',
  'mail.deleteMessage': 'Hindi mo na ito maibabalik.',
  'mail.deleted': 'Nabura ang mail.',
  'mail.cancel': 'Huwag na lang',
  'mail.attachment': 'Gantimpala',
  'mail.coins': '{amount} na coins',
  'mail.item': 'Gamit {id} × {count}',
  'mail.collect': 'Kunin',
  'mail.collected': 'Nakuha na',
  'mail.notFound': 'Wala na rito ang mail na ito.',
  'mail.alreadyCollected': 'Nakuha mo na ang reward na ito.',
  'mail.noAttachment': 'Walang makukuha sa mail na ito.',
  'mail.uncollected': 'Kunin muna ang reward bago burahin ang mail na ito.',
  'mail.dot': 'May mail kang hindi pa nababasa',
};

export default mailFil;
