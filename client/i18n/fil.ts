// Core Filipino text, loaded only when the player picks Filipino.
const fil: Record<string, string> = {
  'common.retry': 'Subukan muli',
  'common.home': 'Home',
  'common.back': 'Bumalik',
  'common.close': 'Isara',
  'common.ok': 'OK',
  'common.loading': 'Naglo-load…',
  'common.showPassword': 'Ipakita ang password',
  'common.hidePassword': 'Itago ang password',
  'api.tipsTitle': 'Paalala',
  'api.timeout': 'Nag-time out ang request, pakisubukan ulit mamaya',
};
export default fil;
