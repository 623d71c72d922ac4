// Filipino text of the member centre.
import type memberEn from './member.en';

const memberFil: typeof memberEn = {
  'member.title': 'Ako',
  'member.copyUid': 'Kopyahin ang UID',
  'member.copied': 'Nakopya ang UID',
  'member.vip': 'VIP {level}',
  'member.vipProgress': '{needed} pang experience para sa VIP {next}',
  'member.vipTop': 'Naabot mo na ang pinakamataas na VIP level',
  'member.withdraw': 'Mag-withdraw',
  'member.verified': 'Verified ang identity',
  'member.notVerified': 'Hindi pa verified ang identity',
  'member.verifyNow': 'I-verify ngayon',
  'member.shortcuts': 'Aking account',
  'member.somethingWaits': 'bago',
  'member.profile': 'Profile',
  'member.kyc': 'Pag-verify ng identity',
};

export default memberFil;
