// Filipino text of the tasks page.
import type tasksEn from './tasks.en';
import type { Translation } from '../../i18n/translation';

const tasksFil: Translation<typeof tasksEn> = {
  'tasks.title': 'Mga task',
  'tasks.daily': 'Araw-araw na task',
  'tasks.once': 'Isang beses na task',
  'tasks.weekly': 'Mga lingguhang task (Lunes hanggang Linggo, oras sa Manila)',
  'tasks.goal.betWeek': 'Mag-bet ng {target} ngayong linggo',
  'tasks.goal.depositWeek': 'Mag-deposit ng {target} ngayong linggo',
  'tasks.resetsAt': 'Nagsisimula ulit ang araw-araw na task sa hatinggabi, oras sa Manila ({time}).',
  'tasks.goal.bet': 'Mag-bet ng {target} ngayong araw',
  'tasks.goal.betOnce': 'Mag-bet ng {target} lahat-lahat',
  'tasks.goal.deposit': 'Mag-deposit ng {target} ngayong araw',
  'tasks.goal.depositOnce': 'Mag-deposit ng {target} lahat-lahat',
  'tasks.goal.profile': 'I-save ang iyong personal na detalye',
  'tasks.goal.kyc': 'I-verify ang iyong identity',
  'tasks.goal.visit': 'Bisitahin ang page na {page}',
  'tasks.page.vip': 'VIP',
  'tasks.page.other': 'naka-link',
  'tasks.progress': '{done} sa {target}',
  'tasks.reward': 'Gantimpala {amount}',
  'tasks.claim': 'Kunin',
  'tasks.claimed': 'Nakuha na',
  'tasks.go': 'Pumunta',
  'tasks.empty': 'Walang task ngayon. Bumalik bukas.',
  'tasks.terms': 'Libreng bonus ang mga reward sa task: mau-unlock ito sa una mong deposit, at i-bet ito nang {times} beses bago ma-withdraw.',
  'tasks.loadFailed': 'Hindi ma-load ang mga task mo.',
  'tasks.retry': 'Subukan ulit',
  'tasks.notDone': 'Tapusin muna ang task.',
  'tasks.alreadyClaimed': 'Nakuha mo na ang task na ito.',
  'tasks.notFound': 'Wala na ang task na ito.',
};

export default tasksFil;
