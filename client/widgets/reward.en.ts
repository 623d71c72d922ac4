// English text of the reward modal (lazy with it).
const rewardEn = {
  'reward.title': 'Congratulations!',
  'reward.received': 'You received',
  'reward.coins': '{amount} in coins',
  'reward.item': 'Item {id} × {count}',
  'reward.continue': 'TAP THE SCREEN TO CONTINUE',
};

export default rewardEn;
