// Photos picked on the phone (KYC images, the profile picture): checked by name and size before
// anything is read, then downscaled through a canvas and re-encoded as JPEG, so a 4 MB camera shot
// leaves as a few hundred kB on a slow network and the camera's EXIF (GPS) never leaves the phone.
// The operator checks the bytes again; these checks only spare the player a wasted upload.

/**
 * Image extensions of spec section 5, less SVG: an SVG is a document that can carry script, not a
 * photo, and the operator refuses it. Checked by name before anything is read.
 */
export const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'tif', 'tiff'] as const;

/** Largest photo a player may pick (bytes): a phone camera's full-size shot fits; it is downscaled before sending. */
export const MAX_PICK_BYTES = 15 * 1024 * 1024;

/** The `accept` attribute of a photo input: any image, or a file named like one. */
export const PHOTO_ACCEPT = ['image/*', ...PHOTO_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

export type PhotoProblem = 'type' | 'size' | 'empty';

/** Why a picked file cannot be used, or null. */
export function checkPickedPhoto(file: { name: string; size: number }): PhotoProblem | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(PHOTO_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_PICK_BYTES) return 'size';
  return null;
}

/** Longest side sent (px): an ID card stays readable. */
export const MAX_SIDE = 1600;
const QUALITY = 0.82;

/** The size to draw a `width`×`height` picture at so that its longest side is at most `max`. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The centred square of a `width`×`height` picture (what a round avatar shows), in source pixels. */
export function centreSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/**
 * The photo as a downscaled JPEG file; with `square`, cropped to its centred square first and
 * `maxSide` px at most. Rejects when the browser cannot decode it.
 */
export async function downscalePhoto(file: File, options: { square?: boolean; maxSide?: number } = {}): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const crop = options.square ? centreSquare(bitmap.width, bitmap.height) : { x: 0, y: 0, side: 0 };
    const source = options.square ? { width: crop.side, height: crop.side } : { width: bitmap.width, height: bitmap.height };
    const size = fitWithin(source.width, source.height, options.maxSide ?? MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    // JPEG has no transparency: a white background instead of black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, crop.x, crop.y, source.width, source.height, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    if (!blob) throw new Error('encode failed');
    return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
