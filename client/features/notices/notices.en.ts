// English text of the automatic popups (notice, invite spin, download).
const noticesEn = {
  'notices.ok': 'OK',
  'notices.later': 'Later',
  'notices.noticeTitle': 'Notice',
  'notices.downloadTitle': 'Get the app',
  'notices.downloadText': 'Put {app} on your home screen: it opens full screen, starts faster and uses less data.',
  'notices.downloadCta': 'Get the app',
  'notices.downloadInstall': 'Install',
  'notices.downloadIos': 'Add {app} to your home screen: it opens full screen, starts faster and uses less data. It takes three taps.',
  'notices.downloadHow': 'Show me how',
  'notices.activityCta': 'See more',
};

export default noticesEn;
