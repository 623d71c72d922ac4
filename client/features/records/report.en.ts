// English text of the report's chart and links (/member/report); lazy with the page.
const reportEn = {
  'report.chartTitle': 'Stakes, wins and net per day',
  'report.legendBet': 'Stakes',
  'report.legendWin': 'Wins',
  'report.legendNet': 'Net result',
  'report.chartSummary': '{range}: you staked {bet}, won {win}, net result {net}, on {played} of {days} days.',
  'report.chartEmpty': 'No bets in this period. Your stakes and wins per day show here once you play.',
  'report.chartFailed': 'The report could not be loaded.',
  'report.chartLoadFailed': 'The chart could not be loaded. Check your connection.',
  'report.retry': 'Try again',
  'report.dayByDay': 'Day by day',
  'report.day': 'Day',
  'report.noPlayDays': 'Days without bets are not listed.',
  'report.manilaDays': 'Days in Philippine time.',
  'report.manilaTimes': 'Times are Manila time.',
  'report.moneyHistory': 'Money history',
  'report.moneyHistoryHint': 'Deposits, withdrawals and every balance change',
};

export default reportEn;
