// Fields of the player's address and other details, shared by the forms and the sandbox.
import { SOURCES_OF_FUNDS } from './kyc-fields';

/** A Philippine postal (ZIP) code: four digits. */
export const ZIP_PATTERN = /^\d{4}$/;
/** Place names (barangay, city or municipality, province): letters first, then letters, digits and . , ' ( ) - / ñ. */
export const PLACE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,'()/-]*$/u;
/** House number, street, building, subdivision: anything printable on one line, no markup characters. */
export const STREET_PATTERN = /^[^<>\p{Cc}]+$/u;

/** Length bounds of the address parts (after trimming). */
export const ADDRESS_LIMITS = { street: { min: 3, max: 120 }, barangay: { min: 2, max: 60 }, city: { min: 2, max: 60 }, province: { min: 2, max: 60 } } as const;

export interface PhAddress {
  /** House or unit number, street, building or subdivision. */
  street: string;
  barangay: string;
  /** City or municipality. */
  city: string;
  province: string;
  /** Four digits. */
  zip: string;
}

/** Kinds of work a Philippine operator asks about (customer due diligence), beside the source of funds. */
export const OCCUPATIONS = ['employed', 'selfEmployed', 'businessOwner', 'ofw', 'government', 'student', 'homemaker', 'retired', 'unemployed'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** Sources of income: the same list as KYC's source of funds, so the two never disagree. */
export const SOURCES_OF_INCOME = SOURCES_OF_FUNDS;

/** Full name as on a government ID (the same rule as KYC's). */
export const REAL_NAME_PATTERN = /^[\p{L}][\p{L} .,'-]*$/u;
/** An e-mail address: one @, a dot in the domain, no spaces; 254 characters at most. */
export const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;
