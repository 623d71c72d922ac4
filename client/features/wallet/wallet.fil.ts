// Filipino text of the wallet; lazy-loaded when the player picks Filipino. Typed against
// wallet.en.ts: the same keys, none missing, none extra.
import type walletEn from './wallet.en';
import type { Translation } from '../../i18n/translation';

const walletFil: Translation<typeof walletEn> = {
  'wallet.title': 'Wallet',
  'wallet.deposit': 'Mag-deposit',
  'wallet.channels': 'Magbayad gamit ang',
  'wallet.amounts': 'Halaga',
  'wallet.bonus': '+{amount} bonus',
  'wallet.customAmount': 'Ibang halaga (₱)',
  'wallet.limits': 'Mula {min} hanggang {max} bawat deposit · {left} pa ngayong araw',
  'wallet.firstDepositDone': 'Pagkatapos ng unang deposit, ang pinakamaliit na deposit ay {amount}.',
  'wallet.pay': 'Magbayad ng {amount}',
  'wallet.choose': 'Pumili ng halaga',
  'wallet.amountInvalid': 'Ilagay ang halaga sa piso, hal. 500 o 500.50.',
  'wallet.amountBelowMinimum': 'Ang pinakamaliit na deposit sa {channel} ay {amount}.',
  'wallet.amountAboveMaximum': 'Ang pinakamalaking deposit sa {channel} ay {amount}.',
  'wallet.amountOverDaily': '{amount} na lang ang puwede mong i-deposit sa {channel} ngayong araw.',
  'wallet.channelUnavailable': 'Hindi available ngayon ang channel na ito. Pumili ng iba.',
  'wallet.loadFailed': 'Hindi ma-load ang mga paraan ng pagbabayad.',
  'wallet.noChannels': 'Walang bukas na paraan ng pagbabayad ngayon. Subukan ulit mamaya.',
  'wallet.retry': 'Subukan ulit',
  'wallet.badPayPage': 'Hindi ligtas na mabuksan ang payment page. Makipag-ugnayan sa customer service.',
  'wallet.redirecting': 'Binubuksan ang {channel}…',
  'wallet.resultTitle': 'Deposit',
  'wallet.orderNo': 'Order number',
  'wallet.copy': 'Kopyahin',
  'wallet.copied': 'Nakopya ang order number',
  'wallet.checking': 'Hinihintay ang kumpirmasyon ng {channel} sa iyong bayad…',
  'wallet.paid': 'Natanggap ang bayad',
  'wallet.paidDetail': 'Naidagdag ang {amount} sa iyong balanse.',
  'wallet.paidBonus': 'Bonus: {amount}.',
  'wallet.cancelled': 'Kinansela ang bayad',
  'wallet.cancelledDetail': 'Walang nasingil. Puwede kang sumubok ulit anumang oras.',
  'wallet.expired': 'Naubos ang oras ng pagbabayad',
  'wallet.expiredDetail': 'Nag-expire ang order bago mabayaran. Walang nasingil.',
  'wallet.pending': 'Hinihintay pa ang bayad',
  'wallet.pendingDetail': 'Kung nakapagbayad ka na, mag-a-update ang balanse mo kapag nakumpirma ng {channel}. Puwede mong iwan ang page na ito.',
  'wallet.checkAgain': 'Tingnan ulit',
  'wallet.depositAgain': 'Mag-deposit ulit',
  'wallet.playNow': 'Maglaro na',
  'wallet.notFound': 'Hindi makita ang deposit order na ito.',
  'wallet.checkFailed': 'Hindi ma-check ang status ng bayad.',
};

export default walletFil;
