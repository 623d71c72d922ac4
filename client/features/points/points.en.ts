// English text of the points page.
const pointsEn = {
  'points.title': 'Points',
  'points.balance': 'Your points',
  'points.earned': '{count} earned in all',
  'points.toNext': 'Bet {amount} more for your next point.',
  'points.guest': 'Log in to see your points and exchange them.',
  'points.login': 'Log in',
  'points.exchangeTitle': 'Exchange points',
  'points.option': '{points} points',
  'points.optionPays': '{amount} bonus',
  'points.exchange': 'Exchange',
  'points.short': 'Need {count} more',
  'points.howTitle': 'How points work',
  'points.howEarn': 'Every {amount} you bet in real-money games earns 1 point; what is left over counts toward the next one.',
  'points.howUse': 'Exchange points here for bonus coins. Points are not money: they cannot be deposited, withdrawn or sent to another player.',
  'points.howTurnover': 'Bonus coins from points are bonus money: bet them {times}× before you withdraw them.',
  'points.closed': 'Points are paused right now. Your points are kept.',
  'points.unknownOption': 'This exchange is no longer offered. Pick another.',
  'points.notEnough': 'You do not have enough points for this exchange yet.',
  'points.loadFailed': 'We could not load your points. Check your connection and try again.',
  'points.retry': 'Try again',
};

export default pointsEn;
