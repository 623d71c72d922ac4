// The KYC form's rules, pure: the details a player types, the age rule, and the checks a picked
// size a photo may have once downscaled (the photo checks themselves are lib/photo.ts's).
import { ageOn, isIsoDate, manilaToday, MIN_AGE, SOURCES_OF_FUNDS, type SourceOfFunds } from '../../../contract/kyc-fields';

export interface KycDetails {
  fullName: string;
  birthDate: string;
  nationality: string;
  address: string;
  sourceOfFunds: SourceOfFunds | '';
}

export const EMPTY_DETAILS: KycDetails = { fullName: '', birthDate: '', nationality: 'Filipino', address: '', sourceOfFunds: '' };

export type DetailsError = 'required' | 'name' | 'date' | 'underAge' | 'future' | 'short';
export type DetailsErrors = Partial<Record<keyof KycDetails, DetailsError>>;

const NAME = /^[\p{L}][\p{L} .,'-]*$/u;
const NATIONALITY = /^[\p{L} -]+$/u;

/** Errors of the details step (empty when it may go on); `now` decides the age on the Manila calendar. */
export function validateDetails(details: KycDetails, now: number): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = details.fullName.trim();
  if (!name) errors.fullName = 'required';
  else if (name.length < 2 || name.length > 80 || !NAME.test(name)) errors.fullName = 'name';
  if (!details.birthDate) errors.birthDate = 'required';
  else if (!isIsoDate(details.birthDate)) errors.birthDate = 'date';
  else if (details.birthDate > manilaToday(now)) errors.birthDate = 'future';
  else if (ageOn(details.birthDate, manilaToday(now)) < MIN_AGE) errors.birthDate = 'underAge';
  const nationality = details.nationality.trim();
  if (!nationality) errors.nationality = 'required';
  else if (nationality.length < 2 || nationality.length > 40 || !NATIONALITY.test(nationality)) errors.nationality = 'name';
  const address = details.address.trim();
  if (!address) errors.address = 'required';
  else if (address.length < 10 || address.length > 200) errors.address = 'short';
  if (!SOURCES_OF_FUNDS.includes(details.sourceOfFunds as SourceOfFunds)) errors.sourceOfFunds = 'required';
  return errors;
}

/** Largest image sent after downscaling (the operator's limit is 5 MiB). */
export const MAX_SEND_BYTES = 5 * 1024 * 1024;
