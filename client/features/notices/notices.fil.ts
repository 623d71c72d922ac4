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
  'notices.activityCta': 'Tingnan',
};

export default noticesFil;
