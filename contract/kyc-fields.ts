// Fields of the KYC details shared by the form and the sandbox: the sources of funds, the
// declarations, and the age rule of spec section 5 (21 or older), counted on the Manila calendar
// whatever the phone's or the server's time zone.

/** Youngest age allowed to play. */
export const MIN_AGE = 21;

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in Manila as YYYY-MM-DD. */
export function manilaToday(now: number): string {
  return new Date(now + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD); a 29 February birthday counts from 1 March in other years. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const SOURCES_OF_FUNDS = ['employment', 'business', 'remittance', 'pension', 'savings', 'other'] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

/** The barred groups of spec section 1 the player declares not to belong to, one flag each. */
export const KYC_DECLARATIONS = ['notOfficial', 'notMilitaryPolice', 'notUnder21', 'notRestricted', 'notLicensee', 'notPublicPlace'] as const;
export type KycDeclaration = (typeof KYC_DECLARATIONS)[number];

