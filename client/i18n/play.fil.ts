// Filipino strings of playing a game and the game records; lazy-loaded when the player picks
// Filipino. Typed against play.en.ts: the same keys, none missing, none extra.
import type playEn from './play.en';
import type { Translation } from './translation';

const playFil: Translation<typeof playEn> = {
  'play.gameFallbackName': 'Laro',
  'play.loading': 'Nilo-load ang laro…',
  'play.back': 'Umalis sa laro',
  'play.demo': 'Demo',
  'play.demoHint': 'Demo credits: hindi nagbabago ang iyong balanse',
  'play.leaveTitle': 'Umalis sa laro?',
  'play.leaveMessage': 'Nananatili ang iyong balanse. Puwede kang bumalik anumang oras.',
  'play.leaveConfirm': 'Umalis',
  'play.leaveCancel': 'Maglaro pa',
  'play.errorTitle': 'Hindi masimulan ang laro',
  'play.error.notFound': 'Walang ganitong laro.',
  'play.error.disabled': 'Hindi available ang larong ito ngayon.',
  'play.error.tryItUnavailable': 'Walang demo mode ang larong ito. Laruin ito gamit ang iyong balanse.',
  'play.error.sessionEnded': 'Natapos na ang session ng laro. Simulan ulit ang laro para makapaglaro pa.',
  'play.retry': 'Subukan ulit',
  'play.backHome': 'Bumalik sa lobby',

  'records.title': 'Mga record ng laro',
  'records.summary': 'Buod',
  'records.range.today': 'Ngayong araw',
  'records.range.week': '7 araw',
  'records.range.month': '30 araw',
  'records.rounds': 'Mga round',
  'records.totalBet': 'Kabuuang taya',
  'records.totalWin': 'Kabuuang panalo',
  'records.net': 'Neto',
  'records.history': 'Mga taya',
  'records.bet': 'Taya',
  'records.win': 'Panalo',
  'records.balanceAfter': 'Balanse pagkatapos',
  'records.empty': 'Wala pang round. Maglaro at lalabas dito ang iyong mga round.',
  'records.loadFailed': 'Hindi ma-load ang mga record.',
  'records.summaryFailed': 'Hindi ma-load ang buod.',
  'records.loadMore': 'Mag-load pa',
  'records.noMore': 'Wala nang iba',
  'records.retry': 'Subukan ulit',
};

export default playFil;
