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
  'notices.title': 'Notices',
  'notices.allNotices': 'All notices',
  'notices.unread': 'Unread',
  'notices.empty': 'No notices yet. Announcements from us will be kept here.',
  'notices.loadFailed': 'The notices could not load.',
  'notices.retry': 'Try again',
  'notices.loadMore': 'Load more',
  'notices.noMore': 'No more',
  'notices.activityCta': 'See more',
};

export default noticesEn;
