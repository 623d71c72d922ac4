// Filipino text of the slots hack page.
import type slotsHackEn from './slots-hack.en';
import type { Translation } from '../../i18n/translation';

const slotsHackFil: Translation<typeof slotsHackEn> = {
  'slotsHack.title': 'Mainit na slots',
  'slotsHack.hour': 'Nakaraang oras',
  'slotsHack.day': 'Nakaraang 24 oras',
  'slotsHack.intro': 'Magkano ang ibinalik ng bawat slot sa lahat ng manlalaro, katabi ng karaniwang ibinabalik nito ({rtp}).',
  'slotsHack.fair': 'Random ang bawat spin. Hindi binabago ng nakaraang bayad ng slot ang tsansa mo sa susunod na spin.',
  'slotsHack.spins': '{count} spin',
  'slotsHack.paid': 'Ibinalik ang {rate}',
  'slotsHack.paidAria': 'Ibinalik ng {name} ang {rate} ng taya; karaniwan itong nagbabalik ng {rtp}',
  'slotsHack.above': 'Lampas sa karaniwan',
  'slotsHack.below': 'Mas mababa sa karaniwan',
  'slotsHack.biggest': 'Pinakamalaking panalo {amount}',
  'slotsHack.play': 'Laruin',
  'slotsHack.playAria': 'Laruin ang {name}',
  'slotsHack.updated': 'Na-update {time} (oras sa Maynila)',
  'slotsHack.emptyHour': 'Wala pang spin sa nakaraang oras. Tingnan ulit mamaya.',
  'slotsHack.emptyDay': 'Wala pang spin sa nakaraang 24 oras.',
  'slotsHack.browse': 'Maghanap ng laro',
  'slotsHack.loadFailed': 'Hindi namin ma-load ang slots. Tingnan ang koneksyon at subukan ulit.',
  'slotsHack.retry': 'Subukan ulit',
};

export default slotsHackFil;
