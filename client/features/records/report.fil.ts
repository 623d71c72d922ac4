// Filipino text of the report's chart and links; lazy-loaded when the player picks Filipino.
// Typed against report.en.ts: the same keys, none missing, none extra.
import type reportEn from './report.en';
import type { Translation } from '../../i18n/translation';

const reportFil: Translation<typeof reportEn> = {
  'report.chartTitle': 'Taya, panalo at resulta bawat araw',
  'report.legendBet': 'Taya',
  'report.legendWin': 'Panalo',
  'report.legendNet': 'Netong resulta',
  'report.chartSummary': '{range}: tumaya ka ng {bet}, nanalo ng {win}, netong resulta {net}, sa {played} sa {days} araw.',
  'report.chartEmpty': 'Walang taya sa panahong ito. Lalabas dito ang taya at panalo mo bawat araw kapag naglaro ka na.',
  'report.chartFailed': 'Hindi ma-load ang ulat.',
  'report.chartLoadFailed': 'Hindi ma-load ang chart. Pakitingnan ang iyong koneksyon.',
  'report.retry': 'Subukang muli',
  'report.dayByDay': 'Araw-araw',
  'report.day': 'Araw',
  'report.noPlayDays': 'Hindi nakalista ang mga araw na walang taya.',
  'report.manilaDays': 'Mga araw sa oras ng Pilipinas.',
  'report.manilaTimes': 'Oras sa Maynila ang nakasulat.',
  'report.moneyHistory': 'Kasaysayan ng pera',
  'report.moneyHistoryHint': 'Mga deposito, withdrawal at bawat pagbabago ng balanse',
};

export default reportFil;
