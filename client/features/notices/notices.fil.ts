// Filipino text of the automatic popups.
import type noticesEn from './notices.en';
import type { Translation } from '../../i18n/translation';

const noticesFil: Translation<typeof noticesEn> = {
  'notices.ok': 'Sige',
  'notices.later': 'Mamaya na',
  'notices.noticeTitle': 'Paalala',
  'notices.downloadTitle': 'Kunin ang app',
  'notices.downloadText': 'Ilagay ang {app} sa iyong home screen: bumubukas ito nang full screen, mas mabilis magsimula at mas tipid sa data.',
  'notices.downloadCta': 'Kunin ang app',
  'notices.downloadInstall': 'I-install',
  'notices.downloadIos': 'Idagdag ang {app} sa iyong home screen: bumubukas ito nang full screen, mas mabilis magsimula at mas tipid sa data. Tatlong tap lang.',
  'notices.downloadHow': 'Ipakita kung paano',
  'notices.title': 'Mga paalala',
  'notices.allNotices': 'Lahat ng paalala',
  'notices.unread': 'Hindi pa nababasa',
  'notices.empty': 'Wala pang paalala. Dito itatago ang mga anunsyo namin.',
  'notices.loadFailed': 'Hindi ma-load ang mga paalala.',
  'notices.retry': 'Subukang muli',
  'notices.loadMore': 'Mag-load pa',
  'notices.noMore': 'Wala nang iba',
  'notices.activityCta': 'Tingnan',
};

export default noticesFil;
