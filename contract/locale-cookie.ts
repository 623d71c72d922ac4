// The cookie that keeps the player's language (spec section 9: 365 days). The client writes it;
// the sandbox's art server reads it to draw banners in that language (answered with Vary: Cookie).

/** The cookie's name; its value is 'en' or 'fil'. */
export const LOCALE_COOKIE = 'locale';
