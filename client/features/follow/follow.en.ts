// English text of the follow page.
const followEn = {
  'follow.title': 'Follow us',
  'follow.intro': 'Follow our channels for news, promos and winners, and get a reward for each one.',
  'follow.steps': '1. Tap Follow: the channel opens in a new tab. 2. Follow it there. 3. Come back and tap Claim.',
  'follow.reward': 'Reward {amount}',
  'follow.follow': 'Follow',
  'follow.newTab': '(opens in a new tab)',
  'follow.claim': 'Claim',
  'follow.claimed': 'Claimed',
  'follow.guest': 'Log in to claim your follow rewards.',
  'follow.login': 'Log in',
  'follow.empty': 'No channels to follow right now. Check again soon.',
  'follow.terms': 'Follow rewards are free bonuses: they unlock with your first deposit, then bet them {times} times to withdraw them. Each channel pays once.',
  'follow.loadFailed': 'Could not load the channels.',
  'follow.retry': 'Try again',
  'follow.unknownChannel': 'This channel is no longer available.',
  'follow.notVisited': 'Tap Follow first, then claim.',
  'follow.alreadyClaimed': 'You already claimed this reward.',
};

export default followEn;
