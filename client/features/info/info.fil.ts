// Filipino text of the info pages; loaded only in Filipino.
import type infoEn from './info.en';
import type { Translation } from '../../i18n/translation';

const infoFil: Translation<typeof infoEn> = {
  'info.maintenanceTitle': 'Kasalukuyang inaayos',
  'info.maintenanceMessage': 'Pinapaganda namin ang mga laro para sa iyo. Babalik kami agad — tinitingnan ng page na ito kada 30 segundo at dadalhin ka sa home kapag bukas na ulit.',
  'info.maintenanceChecking': 'Tinitingnan…',
  'info.updated': 'Huling binago: {date}',
  'info.contact': 'May tanong? Makipag-chat sa {service}, o sumulat sa amin sa {email}.',
  'info.contactNoEmail': 'May tanong? Makipag-chat sa {service}.',
  'info.customerService': 'customer service',

  'info.terms.eligibilityTitle': '1. Sino ang puwedeng maglaro',
  'info.terms.eligibility': 'Kailangang 21 taong gulang ka o higit pa para magbukas ng account o maglaro. Sa pag-register, kinukumpirma mong nasa legal na edad ka at walang alinman sa mga paghihigpit sa ibaba ang tumutukoy sa iyo.',
  'info.terms.barredTitle': '2. Sino ang hindi puwedeng maglaro',
  'info.terms.barredIntro': 'Hindi pinapayagang mag-register o maglaro ang mga sumusunod:',
  'info.terms.forfeitTitle': '3. Mga hindi kwalipikadong manlalaro',
  'info.terms.forfeit': 'Kapag nalaman naming hindi kwalipikado ang isang manlalaro, isasara ang account at mawawala ang lahat ng pondo at panalo nito.',
  'info.terms.bonusTitle': '4. Mga bonus',
  'info.terms.bonus': 'Ang mga libreng bonus (gaya ng sign-up bonus) ay makukuha at mawi-withdraw lamang pagkatapos ng kahit isang valid na top-up sa account.',
  'info.terms.responsibleTitle': '5. Responsableng paglalaro',
  'info.terms.responsible': 'Maglaro para sa saya at gamit lamang ang perang kaya mong mawala. Magpahinga, huwag habulin ang talo, at gamitin ang self-limit kung kailangan. Kapag hindi na masaya ang pagsusugal, tumigil at humingi ng tulong.',
  'info.terms.accountTitle': '6. Ang iyong account',
  'info.terms.account': 'Ilihim ang iyong password; ikaw ang mananagot sa paglalaro sa account mo. Isang account bawat tao. Maaari naming i-suspend ang mga account na ginamit sa panloloko o pang-aabuso.',

  'info.privacy.collectTitle': '1. Ano ang itinatago namin',
  'info.privacy.collectIntro': 'Para mapatakbo ang account mo at manatiling patas ang laro, itinatago namin ang:',
  'info.privacy.account': 'mga detalye ng account mo (account name, nickname, at naka-hash na password — hindi ang mismong password);',
  'info.privacy.phone': 'ang mobile number mo, kapag nag-register o nag-bind ka nito;',
  'info.privacy.device': 'isang random na device id at ilang impormasyon ng device (operating system, modelo);',
  'info.privacy.events': 'mga event log ng paggamit ng app (mga page na binuksan, mga button na pinindot) at ang mga transaksyon mo.',
  'info.privacy.useTitle': '2. Bakit',
  'info.privacy.use': 'Ginagamit namin ang datos na ito para ma-log in ka, maitago ang balance at history mo, mapigilan ang panloloko at paglalaro ng menor de edad, sundin ang batas, at mapaganda ang app. Hindi namin ibinebenta ang datos mo.',
  'info.privacy.storageTitle': '3. Sa iyong device',
  'info.privacy.storage': 'Itinatago ng app sa browser mo ang session token, ang piniling wika (cookie na tumatagal ng 365 araw) at ang pagtanggap mo sa age notice. Nabubura ang session kapag nag-log out ka.',
  'info.privacy.rightsTitle': '4. Ang iyong mga karapatan',
  'info.privacy.rights': 'Maaari mong hilingin na makita, itama o burahin ang datos mo, maliban sa mga rekord na kailangan naming itago ayon sa batas.',
};
export default infoFil;
