// Filipino text the profile page adds; loaded when the language is Filipino.
import type myProfileEn from './my-profile.en';

const myProfileFil: Record<keyof typeof myProfileEn, string> = {
  'myProfile.info': 'Iba pang detalye',
  'myProfile.infoHint': 'Address, personal na detalye at password ng safebox',
  'myProfile.uploadTitle': 'Sariling litrato',
  'myProfile.uploaded': 'Sariling litrato',
  'myProfile.camera': 'Kumuha ng litrato',
  'myProfile.gallery': 'Pumili sa gallery',
  'myProfile.uploadHint': 'Kukunin ang parisukat sa gitna ng litrato mo. JPEG, PNG o WebP.',
  'myProfile.preparing': 'Inihahanda ang litrato…',
  'myProfile.uploading': 'Ina-upload… {percent}%',
  'myProfile.cancel': 'Kanselahin',
  'myProfile.retry': 'Subukan ulit',
  'myProfile.avatarUploaded': 'Naka-save na ang litrato bilang avatar mo',
  'myProfile.problem.type': 'Hindi litrato ang file na ito. Pumili ng JPEG, PNG o WebP.',
  'myProfile.problem.size': 'Masyadong malaki ang litrato (hanggang 15 MB lang).',
  'myProfile.problem.empty': 'Walang laman ang file. Pumili ng ibang litrato.',
  'myProfile.problem.unreadable': 'Hindi mabuksan ang litrato. Pumili ng iba.',
  'myProfile.problem.cancelled': 'Kinansela ang pag-upload.',
  'myProfile.problem.send': 'Hindi na-save ang litrato.',
  'myProfile.code.2007': 'Hindi litrato ang file na ito. Pumili ng JPEG, PNG o WebP.',
  'myProfile.code.2008': 'Hindi ma-check ang litrato. Kumuha ng bago at subukan ulit.',
  'myProfile.code.2009': 'Dapat hindi bababa sa {min} pixel ang lapad at taas ng litrato.',
  'myProfile.code.2010': 'Mag-upload muna ng litrato.',
  'myProfile.safebox': 'Password ng safebox',
  'myProfile.safeboxSet': 'Nakatakda',
  'myProfile.safeboxNotSet': 'Wala pa',
};

export default myProfileFil;
