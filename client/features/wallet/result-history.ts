// The provider's checkout stays in history right behind the result page (the browser pushed it),
// so Back from the result would show its "This order is paid". On arrival the result's own entry
// becomes the wallet's and the result is pushed on top of it: Back, the phone's or the header's,
// lands on the deposit form. A reload of the result finds its mark and changes nothing.

const MARK = 'depositResultOnTop';

/** Puts `walletPath` behind the current (result) entry, once per entry. */
export function putWalletBehind(walletPath: string): void {
  const state = history.state as Record<string, unknown> | null;
  if (state?.[MARK]) return;
  const here = location.pathname + location.search + location.hash;
  history.replaceState(null, '', walletPath);
  history.pushState({ [MARK]: true }, '', here);
}
