// English text of the reward modal (lazy with it).
const rewardEn = {
  'reward.title': 'Congratulations!',
  'reward.received': 'You received',
  'reward.coins': '{amount} in coins',
  'reward.item': 'Item {id} × {count}',
  'reward.continue': 'TAP THE SCREEN TO CONTINUE',
  'reward.pending': 'Free bonus: it unlocks with your first deposit.',
  'reward.locked': 'Bonus money: play it through to withdraw it.',
};

export default rewardEn;
