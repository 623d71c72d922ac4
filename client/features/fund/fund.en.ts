// English text of the fund page.
const fundEn = {
  'fund.title': 'Weekly fund',
  'fund.lastWeek': 'Last week',
  'fund.thisWeek': 'This week so far',
  'fund.range': '{from} to {to}',
  'fund.loss': 'Net loss',
  'fund.lossHint': 'Bets {bet} minus wins {win}',
  'fund.yourFund': 'Your fund',
  'fund.claim': 'Claim {amount}',
  'fund.claimed': 'Claimed',
  'fund.claimedNote': 'You claimed last week’s fund. The next one opens on {date}.',
  'fund.none': 'Last week pays no fund: a week pays when its net loss reaches {min}.',
  'fund.wouldPay': 'Would pay {amount}, to claim from {date}.',
  'fund.wouldPayNone': 'Pays from a net loss of {min}.',
  'fund.terms': 'Every Monday you get back {rate}% of last week’s net loss (real-money bets minus wins, Monday to Sunday, Manila time), up to {cap}, when it reaches {min}. Claim it during the week: it lapses when the next week begins. The fund is bonus money: bet it {times} times to withdraw it.',
  'fund.closed': 'The weekly fund is closed right now.',
  'fund.loadFailed': 'Could not load your fund.',
  'fund.retry': 'Try again',
  'fund.nothingToClaim': 'Last week pays no fund.',
  'fund.alreadyClaimed': 'You already claimed last week’s fund.',
  'fund.closedError': 'The weekly fund is closed right now.',
};

export default fundEn;
