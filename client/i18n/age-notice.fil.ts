// Filipino text of the age and eligibility notice.
import type ageNoticeEn from './age-notice.en';
import type { Translation } from './translation';

const ageNoticeFil: Translation<typeof ageNoticeEn> = {
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
  'age.copyright': '© {year} {app}. Nakalaan ang lahat ng karapatan. Maglaro nang responsable.',
};
export default ageNoticeFil;
