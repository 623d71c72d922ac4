// English text of the slots hack page.
const slotsHackEn = {
  'slotsHack.title': 'Hot slots',
  'slotsHack.hour': 'Last hour',
  'slotsHack.day': 'Last 24 hours',
  'slotsHack.intro': 'What each slot paid back to all players, next to what it pays back over time ({rtp}).',
  'slotsHack.fair': 'Every spin is random. What a slot paid before does not change your chance on the next spin.',
  'slotsHack.spins': '{count} spins',
  'slotsHack.paid': 'Paid back {rate}',
  'slotsHack.paidAria': '{name} paid back {rate} of bets; over time it pays back {rtp}',
  'slotsHack.above': 'Above usual',
  'slotsHack.below': 'Below usual',
  'slotsHack.biggest': 'Biggest win {amount}',
  'slotsHack.play': 'Play',
  'slotsHack.playAria': 'Play {name}',
  'slotsHack.updated': 'Updated {time} (Manila time)',
  'slotsHack.emptyHour': 'No spins in the last hour yet. Check again soon.',
  'slotsHack.emptyDay': 'No spins in the last 24 hours yet.',
  'slotsHack.browse': 'Browse games',
  'slotsHack.loadFailed': 'We could not load the slots. Check your connection and try again.',
  'slotsHack.retry': 'Try again',
};

export default slotsHackEn;
