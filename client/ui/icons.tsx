// Icons the first paint draws (top bar, tab bar, balance chip, page and modal headers). Icons only
// lazy pages use live in more-icons.tsx, so the first paint does not carry them.
import { icon } from './icon';

export const BackIcon = icon(<path d="M15 18l-6-6 6-6" />);
export const CloseIcon = icon(<path d="M18 6L6 18M6 6l12 12" />);
export const RefreshIcon = icon(
  <>
    <path d="M23 4v6h-6M1 20v-6h6" />
    <path d="M3.5 9a9 9 0 0 1 14.9-3.4L23 10M1 14l4.6 4.4A9 9 0 0 0 20.5 15" />
  </>,
);
export const UserIcon = icon(
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const HomeIcon = icon(
  <>
    <path d="M3 10l9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </>,
);
/** A peso coin: a rimmed disc with ₱ (where balances show). */
export const CoinIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M10 17.5v-11h2.8a3 3 0 0 1 0 6H10M7 8.6h10M7 10.9h10" stroke-width="1.6" />
  </>,
);
