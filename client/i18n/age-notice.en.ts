// English text of the age and eligibility notice (loads with it, not in the first paint).
const ageNoticeEn = {
  'age.title': 'Age and eligibility notice',
  'age.mustBe21': 'You must be 21 or older to use this site',
  'age.barredIntro': 'The following may not register or play:',
  'age.barred.officials': 'Government officials',
  'age.barred.military': 'Members of the armed forces and police',
  'age.barred.minors': 'Persons under 21 years of age',
  'age.barred.restricted': 'Persons on a national restricted-persons database',
  'age.barred.licensees': 'Gaming-licence holders',
  'age.barred.public': 'Anyone playing in open or public places',
  'age.forfeit': 'Funds of an ineligible player are forfeited.',
  'age.readMore': 'Read our',
  'age.accept': 'Accept',
  'age.decline': 'I Do Not Accept',
  'age.copyright': '© {year} {app}. All rights reserved. Play responsibly.',
} satisfies Record<string, string>;
export default ageNoticeEn;
