// English text of the VIP page.
const vipEn = {
  'vip.title': 'VIP',
  'vip.level': 'VIP {level}',
  'vip.progress': 'Bet {needed} more to reach VIP {next}',
  'vip.top': 'You are at the top level.',
  'vip.betSoFar': 'Bet so far: {amount}',
  'vip.daily': "Today's award",
  'vip.dailyNone': 'Reach VIP 1 to get an award every day.',
  'vip.dailyClaimed': 'Claimed today. Come back tomorrow (Manila time).',
  'vip.claim': 'Claim',
  'vip.claimed': 'Claimed',
  'vip.locked': 'Not yet',
  'vip.levels': 'Levels',
  'vip.reachWith': 'Reach with {amount} of bets',
  'vip.levelUpAward': 'Level-up reward {amount}',
  'vip.dailyAward': 'Daily award {amount}',
  'vip.current': 'Your level',
  'vip.terms': 'VIP rewards are bonus money: bet them once to withdraw them.',
  'vip.loadFailed': 'Could not load your VIP levels.',
  'vip.retry': 'Try again',
  'vip.notReached': 'Reach this level first.',
  'vip.alreadyClaimed': 'You already claimed this reward.',
  'vip.nothingToClaim': 'There is nothing to claim here.',
};

export default vipEn;
