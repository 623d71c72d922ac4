// English text of the sign-in rules page.
const signInRuleEn = {
  'signInRule.title': 'Sign-in rules',
  'signInRule.daily': 'Daily sign-in',
  'signInRule.once': 'Sign in once a day. A day runs from midnight to midnight, Manila time.',
  'signInRule.cycle': 'The cycle lasts {days} days. Each day pays:',
  'signInRule.dayAmount': 'Day {day}: {amount}',
  'signInRule.reset': 'Miss a day and the cycle starts again at day 1. After day {days} it starts again at day 1 too.',
  'signInRule.vip': 'VIP sign-in bonus',
  'signInRule.vipText': 'VIP players who signed in today can claim an extra bonus by level:',
  'signInRule.vipAmount': 'VIP {level}: {amount}',
  'signInRule.bonusText': 'New players can claim a bonus on each of their first {count} login days, one claim a day:',
  'signInRule.bonusDay': 'Day {day}: {amount}',
  'signInRule.money': 'Bonus money',
  'signInRule.topUp': 'Sign-in rewards and the login bonus are free bonuses: they wait until your first deposit, then join your balance.',
  'signInRule.turnover': 'Bet each reward before you withdraw it: sign-in rewards {signIn}× their amount, the login bonus {login}×, the VIP sign-in bonus {vip}×.',
  'signInRule.back': 'Back to daily sign-in',
  'signInRule.closed': 'Daily sign-in is closed for now.',
  'signInRule.bonus': 'New player login bonus',
};

export default signInRuleEn;
