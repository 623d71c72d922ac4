// Filipino text of the data saver setting.
import type dataSaverEn from './data-saver.en';
import type { Translation } from '../i18n/translation';

const dataSaverFil: Translation<typeof dataSaverEn> = {
  'dataSaver.title': 'Tipid sa data',
  'dataSaver.choices': 'Setting ng data saver',
  'dataSaver.auto': 'Awtomatiko',
  'dataSaver.on': 'Naka-on',
  'dataSaver.off': 'Naka-off',
  'dataSaver.autoOn': 'Naka-on ngayon: gustong magtipid ng data ng phone mo o mabagal ang koneksyon.',
  'dataSaver.autoOff': 'Kusang nag-o-on kapag gustong magtipid ng data ng phone mo o mabagal ang koneksyon.',
  'dataSaver.onHint': 'Hindi dina-download ang mga larawan ng laro, hindi gumagalaw ang mga banner at walang animation.',
  'dataSaver.offHint': 'Laging ipinapakita ang mga larawan at animation.',
};

export default dataSaverFil;
