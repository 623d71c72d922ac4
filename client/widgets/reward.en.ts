// English text of the reward modal (lazy with it).
const rewardEn = {
  'reward.title': 'Congratulations!',
  'reward.received': 'You received',
  'reward.coins': '{amount} in coins',
  'reward.item': 'Item {id} × {count}',
  'reward.prop.generalCoupon': 'General coupon × {count}',
  'reward.prop.fixedCoupon': 'Fixed coupon × {count}',
  'reward.prop.giveCoupon': 'Gift coupon × {count}',
  'reward.prop.points': '{count} points',
  'reward.prop.liveness': '{count} activity points',
  'reward.prop.diamond': '{count} diamonds',
  'reward.prop.diamondCoupon': 'Diamond coupon × {count}',
  'reward.prop.lotteryCoupon': 'Lottery coupon × {count}',
  'reward.prop.lottery': 'Lottery ticket × {count}',
  'reward.prop.scratchCard': 'Scratch card × {count}',
  'reward.prop.newYear': 'New Year gift × {count}',
  'reward.jackpot': 'Jackpot: {amount}',
  'reward.jackpot.mega': 'Mega jackpot: {amount}',
  'reward.jackpot.major': 'Major jackpot: {amount}',
  'reward.jackpot.minor': 'Minor jackpot: {amount}',
  'reward.jackpot.mini': 'Mini jackpot: {amount}',
  'reward.continue': 'TAP THE SCREEN TO CONTINUE',
  'reward.pending': 'Free bonus: it unlocks with your first deposit.',
  'reward.locked': 'Bonus money: play it through to withdraw it.',
};

export default rewardEn;
