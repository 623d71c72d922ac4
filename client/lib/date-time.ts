// Dates and times for players: always in Manila time (the operator's and the limits' clock), in
// the player's language.

/** "17 Jan 2026, 12:00 AM" (en) or its Filipino form, in Manila time. */
export function formatDateTime(ms: number, locale: string): string {
  return new Date(ms).toLocaleString(locale === 'fil' ? 'fil-PH' : 'en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
}

/** "Nov 27" (en) or its Filipino form: the Manila calendar day of `ms`, whatever the phone's zone. */
export function formatDay(ms: number, locale: string): string {
  return new Date(ms).toLocaleDateString(locale === 'fil' ? 'fil-PH' : 'en-PH', { timeZone: 'Asia/Manila', month: 'short', day: 'numeric' });
}
