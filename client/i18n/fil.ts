// Core Filipino text, loaded only when the player picks Filipino.
import type en from './en';
import type { Translation } from './translation';

const fil: Translation<typeof en> = {
  'app.title': 'Lucky Casino',
  'common.retry': 'Subukan ulit',
  'common.home': 'Home',
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
  'error.notFound': 'Walang ganitong pahina',
  'error.notFoundText': 'Wala rito ang pahinang ito, o wala pa. Hanapin ang laro mo sa home o sa search.',
  'error.search': 'Maghanap ng laro',
  'error.serverTitle': 'Internal Server Error',
  'error.serverMessage': 'May nangyaring mali sa amin. Pakisubukan ulit.',
  'error.modalFailed': 'Hindi mabuksan ang window na ito. Pakisubukan ulit.',
  'guard.activityUnavailable': 'Hindi pa available sa iyo ang event na ito ngayon.',

  'shell.mainNav': 'Pangunahing menu',
  'shell.language': 'Wika',
  'shell.language.en': 'Ingles',
  'shell.language.fil': 'Filipino',
  'shell.login': 'Mag-log in',
  'shell.register': 'Mag-register',
  'shell.account': 'Account',
  'shell.balance': 'Balanse',
  'shell.refreshBalance': 'I-refresh ang balanse',
  'shell.deposit': 'Mag-deposit',
  'shell.refreshFailed': 'Hindi ma-refresh ang balanse.',
  'shell.mailWaiting': 'May bagong mail o reward na naghihintay',
  'shell.nav.promotions': 'Mga promo',
  'shell.nav.rewards': 'Mga gantimpala',

  'home.hello': 'Kumusta, {name}!',
  'home.welcome': 'Maligayang pagdating sa {title}',
  'home.signUpBonus': 'Mag-sign up na at makakuha ng libreng {amount}!',
  'home.joinNow': 'Sumali na at magsimulang maglaro.',

  'age.title': 'Paalala sa edad at pagiging kwalipikado',
  'age.mustBe21': 'Kailangang 21 taong gulang ka o higit pa para magamit ang site na ito',
  'age.barredIntro': 'Hindi maaaring mag-register o maglaro ang mga sumusunod:',
  'age.barred.officials': 'Mga opisyal ng gobyerno',
  'age.barred.military': 'Mga miyembro ng sandatahang lakas at pulisya',
  'age.barred.minors': 'Mga taong wala pang 21 taong gulang',
  'age.barred.restricted': 'Mga taong nasa national database ng mga pinagbabawalan',
  'age.barred.licensees': 'Mga may hawak ng gaming licence',
  'age.barred.public': 'Sinumang naglalaro sa bukas o pampublikong lugar',
  'age.forfeit': 'Mawawala ang pondo ng manlalarong hindi kwalipikado.',
  'age.readMore': 'Basahin ang aming',
  'age.accept': 'Tinatanggap ko',
  'age.decline': 'Hindi Ko Tinatanggap',
  'age.copyright': '© {year} Lucky Casino. Nakalaan ang lahat ng karapatan. Maglaro nang responsable.',
  'info.termsTitle': 'Mga Tuntunin ng Paggamit',
  'info.privacyTitle': 'Patakaran sa Privacy',

  'pwa.newVersion': 'May bagong bersyon na',
  'pwa.refresh': 'I-refresh',
};
export default fil;
