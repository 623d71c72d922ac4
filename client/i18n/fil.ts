// Core Filipino text, loaded only when the player picks Filipino.
import type en from './en';
import type { Translation } from './translation';

const fil: Translation<typeof en> = {
  'common.retry': 'Subukan ulit',
  'common.home': 'Simula',
  'common.back': 'Bumalik',
  'common.close': 'Isara',
  'common.ok': 'Sige',
  'common.loading': 'Naglo-load…',
  'common.showPassword': 'Ipakita ang password',
  'common.hidePassword': 'Itago ang password',

  'api.tipsTitle': 'Paalala',
  'api.timeout': 'Nag-time out ang request, pakisubukan ulit mamaya',

  'boot.failedTitle': 'Hindi makakonekta',
  'boot.failedMessage': 'Pakitingnan ang internet connection mo at subukan ulit.',
  'error.serverTitle': 'May nangyaring mali',
  'error.modalFailed': 'Hindi mabuksan ang window na ito. Pakisubukan ulit.',
  'guard.activityUnavailable': 'Hindi pa available sa iyo ang event na ito ngayon.',

  'shell.mainNav': 'Pangunahing menu',
  'shell.language': 'Wika',
  'shell.language.en': 'Ingles',
  'shell.language.fil': 'Filipino',
  'shell.login': 'Mag-log in',
  'shell.register': 'Mag-register',
  'shell.account': 'Ako',
  'shell.balance': 'Balanse',
  'shell.refreshBalance': 'I-refresh ang balanse',
  'shell.deposit': 'Mag-deposit',
  'shell.refreshFailed': 'Hindi ma-refresh ang balanse.',
  'shell.mailWaiting': 'May bagong mail o reward na naghihintay',
  'shell.bonusWaitsDeposit': 'May libreng bonus na naghihintay sa una mong deposito',
  'shell.nav.promotions': 'Mga promo',
  'shell.nav.rewards': 'Mga gantimpala',

  'home.hello': 'Kumusta, {name}!',
  'home.welcome': 'Maligayang pagdating sa {title}',
  'home.signUpBonus': 'Mag-sign up na at makakuha ng libreng {amount}!',
  'home.joinNow': 'Sumali na at magsimulang maglaro.',

  'info.termsTitle': 'Mga Tuntunin ng Paggamit',
  'info.privacyTitle': 'Patakaran sa Privacy',

  'footer.supportFailed': 'Hindi mabuksan ang customer service. Subukan muli.',
  'shell.support': 'Serbisyo sa customer',
  'shell.offline': 'Offline ka. Maglo-load ulit ang lahat kapag may koneksyon ka na.',
  'error.notFound': 'Walang ganitong pahina',
  'error.notFoundText': 'Wala rito ang pahinang ito, o wala pa. Hanapin ang laro mo sa home o sa search.',
  'error.search': 'Maghanap ng laro',
  'error.serverMessage': 'May nangyaring mali sa amin. Pakisubukan ulit.',
  'error.offlineTitle': 'Walang koneksyon',
  'error.offlineMessage': 'Hindi ma-load ang page na ito. Tingnan ang internet mo, saka subukan muli.',
};
export default fil;
