// English text of the section tab bars.
const sectionsEn = {
  'sections.bonus': 'Bonus centre',
  'sections.bonus.home': 'Overview',
  'sections.bonus.event': 'Promotions',
  'sections.bonus.reward': 'My bonus',
  'sections.bonus.tasks': 'Tasks',
  'sections.bonus.rebate': 'Deposit rewards',
  'sections.bonus.vip': 'VIP',
  'sections.bonus.record': 'Record',
  'sections.vip': 'VIP centre',
  'sections.vip.home': 'VIP',
  'sections.vip.level': 'Levels',
  'sections.vip.rebate': 'Rebate',
};

export default sectionsEn;
