// Request schemas of the identity-verification calls. Server side only. `uploadKyc` is multipart:
// its fields arrive as strings and files.
import * as v from 'valibot';

/** Largest KYC image (bytes). The client downscales photos to a few hundred kB first. */
export const MAX_KYC_IMAGE_BYTES = 5 * 1024 * 1024;

export const KYC_SCHEMAS = {
  uploadKyc: v.object({
    kind: v.picklist(['id', 'selfie']),
    file: v.pipe(
      v.instance(File),
      v.check((file) => file.size > 0, 'file is empty'),
      v.check((file) => file.size <= MAX_KYC_IMAGE_BYTES, `file is larger than ${MAX_KYC_IMAGE_BYTES} bytes`),
    ),
  }),
};
