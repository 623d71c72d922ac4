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
  'member.avatar': 'Avatar',
  'member.avatarN': 'Avatar {n}',
  'member.avatarSaved': 'Na-save ang avatar',
  'member.nickname': 'Palayaw',
  'member.nicknameHint': '2 hanggang 16 na titik o numero; puwede ang espasyo, . _ -.',
  'member.nicknameInvalid': 'Gumamit ng 2 hanggang 16 na titik o numero (puwede ang espasyo, . _ -), nagsisimula sa titik o numero.',
  'member.save': 'I-save',
  'member.saved': 'Na-save ang palayaw',
  'member.saveFailed': 'Hindi na-save.',
  'member.linked': 'Mga naka-link na account',
  'member.phone': 'Mobile number',
  'member.notLinked': 'Hindi naka-link',
  'member.bindPhone': 'I-bind',
  'member.password': 'Password sa pag-login',
  'member.passwordSet': 'Naka-set',
  'member.setPassword': 'Mag-set ng password',
};

export default memberFil;
