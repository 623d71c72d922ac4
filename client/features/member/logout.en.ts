// English text of the log-out question (logout-modal.tsx); loads with it, not with the member pages.
const logoutEn = {
  'logout.title': 'Log out?',
  'logout.text': 'You can log in again any time. Your balance and rewards stay with your account.',
  'logout.stay': 'Stay logged in',
  'logout.confirm': 'Log out',
};

export default logoutEn;
