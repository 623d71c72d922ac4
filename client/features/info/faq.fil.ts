// Filipino questions and answers of /faq.
import type faqEn from './faq.en';
import type { Translation } from '../../i18n/translation';

const faqFil: Translation<typeof faqEn> = {
  'faq.title': 'Mga madalas itanong',
  'faq.search': 'Maghanap ng tanong',
  'faq.searchPlaceholder': 'hal. GCash, withdrawal, password',
  'faq.results': '{count} sa {total} na tanong',
  'faq.none': 'Walang sagot na tugma sa “{query}”.',
  'faq.askService': 'Magtanong sa customer service',
  'faq.clear': 'I-clear ang paghahanap',
  'faq.stillStuck': 'Kailangan mo pa ng tulong? Sumasagot ang aming customer service araw-araw.',

  'faq.deposit-not-arrived.q': 'Hindi pa pumapasok ang deposit ko sa GCash o Maya. Ano ang gagawin ko?',
  'faq.deposit-not-arrived.a': 'Karamihan ng deposit ay pumapasok sa loob ng ilang minuto. Kung wala pa rin pagkalipas ng 15 minuto: 1) buksan ang Wallet, Record at tingnan ang order — ang “Paid” ay nasa balance mo na, ang “Pending” ay hindi pa kinukumpirma ng payment channel; 2) tingnan kung nabawas na ang pera sa iyong GCash o Maya (hanapin ang reference number sa transaction history ng app); 3) kung nabawas pero hindi pumasok, magpadala ng Feedback kasama ang halaga, oras at reference number, o makipag-chat sa customer service. Ang bayad na hindi natapos ng channel ay ibinabalik ng GCash o Maya sa iyong e-wallet, kadalasan sa loob ng 1 hanggang 3 banking day.',
  'faq.deposit-how.q': 'Paano mag-deposit?',
  'faq.deposit-how.a': 'I-tap ang + sa tabi ng iyong balance, piliin ang GCash, Maya, QR Ph o InstaPay, pumili o maglagay ng halaga, saka magbayad sa payment page na bubukas. Doon lang magbayad at huwag magpadala ng pera sa taong nagme-message sa iyo: hindi ka namin kailanman hihilinging magbayad sa personal na numero.',
  'faq.withdraw-time.q': 'Gaano katagal ang withdrawal?',
  'faq.withdraw-time.a': 'Sinusuri muna ang withdrawal bago ipadala sa iyong GCash, Maya o bank account. Karamihan ay naipapadala sa loob ng isang oras; lahat ay sa loob ng 24 oras. Ang bank transfer pagkalipas ng 3 PM o sa holiday ay maaaring umabot sa susunod na banking day. Makikita sa Wallet, Record ang status ng bawat withdrawal.',
  'faq.withdraw-held.q': 'Bakit hindi ko ma-withdraw ang buong balance ko?',
  'faq.withdraw-held.a': 'Maaaring i-hold ang bahagi ng balance sa dalawang dahilan, at ipinapakita ng withdraw page ang dalawa kasama ang mga numero: ang deposit bonus ay naghihintay hanggang makapag-bet ka ng 10 beses ng halaga nito (ang turnover), at kapag lumampas na sa ₱50,000 ang kabuuang na-withdraw mo, kailangan muna naming i-verify ang iyong pagkakakilanlan.',
  'faq.kyc.q': 'Bakit kailangan kong i-verify ang aking pagkakakilanlan (KYC)?',
  'faq.kyc.a': 'Hinihingi ng mga patakaran ng Pilipinas sa gaming at laban sa money laundering na kilalanin namin ang aming mga player, para hindi makapaglaro ang mga menor de edad at ang mga bawal, at para maprotektahan ang iyong panalo. Mag-upload ng valid na government ID (halimbawa UMID, driver’s license, passport, PhilSys ID) at isang selfie. Kadalasan ay ilang oras lang ang pagsusuri at hindi lalampas sa 24 oras. Ligtas na itinatago ang iyong mga larawan at ginagamit lang sa pag-verify.',
  'faq.bonus-turnover.q': 'Paano gumagana ang bonus at turnover?',
  'faq.bonus-turnover.a': 'Ang bonus ay dagdag na credit na puwede mong ipanglaro. Bago ma-withdraw ang bonus (at ang napanalunan mo gamit ito), kailangan mong mag-bet ng ilang ulit nito — ang turnover. Sa deposit bonus, 10 beses ng bonus ang turnover: ang ₱50 na bonus ay kailangan ng ₱500 na bet. Bilang ang bawat totoong bet, panalo man o talo. Makikita sa withdraw page kung magkano pa ang natitirang turnover.',
  'faq.free-bonus.q': 'Bakit kailangan kong mag-deposit para sa libreng bonus?',
  'faq.free-bonus.a': 'Ang mga libreng bonus, gaya ng sign-up bonus, ay makukuha at mawi-withdraw lang pagkatapos ng kahit isang valid na deposit sa iyong account. Sa ganitong paraan, napupunta ang libreng credit sa totoong player at hindi sa mga gumagawa ng maraming account para lang kunin ito.',
  'faq.forgot-password.q': 'Nakalimutan ko ang password ko.',
  'faq.forgot-password.a': 'Sa login screen, i-tap ang “Forgot password”, ilagay ang iyong mobile number at ang code na ipapadala namin sa SMS, saka pumili ng bagong password. Kung account name ang ginamit mo sa pag-register at wala kang idinagdag na mobile number, makipag-chat sa customer service: magtatanong kami ng ilang bagay para matiyak na sa iyo ang account. Hindi namin kailanman hihingin ang iyong password.',
  'faq.who-can-play.q': 'Sino ang puwedeng maglaro?',
  'faq.who-can-play.a': 'Mga taong 21 taong gulang pataas lamang. Hindi puwedeng maglaro ang mga opisyal at empleyado ng gobyerno, mga miyembro ng sandatahang lakas at pulisya, mga nasa National Database of Restricted Persons ng PAGCOR, at mga gaming licensee at kanilang staff, at walang puwedeng maglaro sa bukas o pampublikong lugar. Mawawala ang pondo ng player na hindi kwalipikado.',
  'faq.limits.q': 'Paano magpahinga o maglimita ng gastos?',
  'faq.limits.a': 'Magtakda ng deposit limit o magpahinga anumang oras mula sa iyong account. Puwede mo ring hilingin sa customer service na isara ang iyong account nang ilang panahon, o mag-apply sa PAGCOR na i-exclude ang sarili mo sa lahat ng lisensyadong gaming. Kung nakakasama na sa iyo o sa pamilya mo ang pagsusugal, tumawag sa crisis hotline ng National Center for Mental Health sa 1553 (libre, 24/7).',
  'faq.mail-reward.q': 'Saan ko kukunin ang mga reward na ipinadala sa akin?',
  'faq.mail-reward.a': 'Dumarating sa Mail ang mga reward mula sa amin (sinasabi ng pulang tuldok sa Account na may naghihintay). Buksan ang mail at i-tap ang Kunin: diretso sa balance mo ang coins. Isang beses lang makukuha ang bawat reward.',
};

export default faqFil;
