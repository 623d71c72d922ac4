// Request schemas of the identity-verification calls. Server side only. `uploadKyc` is multipart:
// its fields arrive as strings and files.
import * as v from 'valibot';
import { isIsoDate, KYC_DECLARATIONS, SOURCES_OF_FUNDS } from './kyc-fields';

/** Largest KYC image (bytes). The client downscales photos to a few hundred kB first. */
export const MAX_KYC_IMAGE_BYTES = 5 * 1024 * 1024;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(max));
const uploadId = v.pipe(v.number(), v.integer(), v.minValue(1));

export const KYC_SCHEMAS = {
  uploadKyc: v.object({
    kind: v.picklist(['id', 'selfie']),
    file: v.pipe(
      v.instance(File),
      v.check((file) => file.size > 0, 'file is empty'),
      v.check((file) => file.size <= MAX_KYC_IMAGE_BYTES, `file is larger than ${MAX_KYC_IMAGE_BYTES} bytes`),
    ),
  }),
  addKyc: v.object({
    fullName: v.pipe(text(80), v.regex(/^[\p{L}][\p{L} .,'-]*$/u, 'letters, spaces and . , \' - only')),
    birthDate: v.pipe(v.string(), v.check(isIsoDate, 'a date YYYY-MM-DD')),
    nationality: v.pipe(text(40), v.regex(/^[\p{L} -]+$/u)),
    address: text(200),
    sourceOfFunds: v.picklist(SOURCES_OF_FUNDS),
    declarations: v.strictObject(Object.fromEntries(KYC_DECLARATIONS.map((name) => [name, v.literal(true)])) as Record<(typeof KYC_DECLARATIONS)[number], v.LiteralSchema<true, undefined>>),
    idUploadId: uploadId,
    selfieUploadId: uploadId,
  }),
  kyc: v.object({}),
};
