// English text of the section tab bars.
const sectionsEn = {
  'sections.bonus': 'Bonus centre',
  'sections.bonus.home': 'Overview',
  'sections.bonus.event': 'Promotions',
  'sections.bonus.reward': 'My bonus',
  'sections.bonus.tasks': 'Tasks',
  'sections.bonus.vip': 'VIP',
  'sections.bonus.record': 'Record',
};

export default sectionsEn;
