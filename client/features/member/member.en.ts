// English text of the member centre; lazy with it.
const memberEn = {
  'member.title': 'Me',
  'member.copyUid': 'Copy UID',
  'member.copied': 'UID copied',
  'member.vip': 'VIP {level}',
  'member.vipProgress': '{needed} more experience to VIP {next}',
  'member.vipTop': 'Top VIP level reached',
  'member.withdraw': 'Withdraw',
  'member.verified': 'Identity verified',
  'member.notVerified': 'Identity not verified',
  'member.verifyNow': 'Verify now',
  'member.shortcuts': 'My account',
  'member.somethingWaits': 'new',
  'member.profile': 'Profile',
  'member.kyc': 'Identity verification',
};

export default memberEn;
