// English text of the trust footer (lazy with it).
const footerEn = {
  'footer.label': 'About this site',
  'footer.adults': '21+',
  'footer.adultsText': 'For players 21 and older in the Philippines only. Play responsibly.',
  'footer.responsible': 'Responsible gaming',
  'footer.terms': 'Terms of use',
  'footer.privacy': 'Privacy policy',
  'footer.support': 'Support',
};

export default footerEn;
