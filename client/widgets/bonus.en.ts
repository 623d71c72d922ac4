// English text of the bonus note (pending and locked bonus money).
const bonusEn = {
  'bonus.pending': 'Deposit once to unlock your {amount} free bonus.',
  'bonus.depositNow': 'Deposit now',
  'bonus.locked': '{amount} of your balance is bonus: bet {left} more and it is yours to withdraw.',
};

export default bonusEn;
