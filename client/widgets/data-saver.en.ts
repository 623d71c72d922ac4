// English text of the data saver setting (lazy with the member centre).
const dataSaverEn = {
  'dataSaver.title': 'Data saver',
  'dataSaver.choices': 'Data saver setting',
  'dataSaver.auto': 'Auto',
  'dataSaver.on': 'On',
  'dataSaver.off': 'Off',
  'dataSaver.autoOn': 'On now: your phone asks to save data or the connection is slow.',
  'dataSaver.autoOff': 'Turns on by itself when your phone asks to save data or the connection is slow.',
  'dataSaver.onHint': 'Game pictures are not downloaded, banners stay still and nothing animates.',
  'dataSaver.offHint': 'Pictures and animations always show.',
};

export default dataSaverEn;
