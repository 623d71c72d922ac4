// Downscales a photo on the phone before it goes up: longest side at most 1600 px, re-encoded as
// JPEG. A 4 MB camera shot leaves as a few hundred kB on a slow network, and re-encoding through a
// canvas also drops the camera's EXIF (GPS) before anything leaves the phone.

/** Longest side sent (px): an ID card stays readable. */
export const MAX_SIDE = 1600;
const QUALITY = 0.82;

/** The size to draw a `width`×`height` picture at so that its longest side is at most `max`. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The photo as a downscaled JPEG file; rejects when the browser cannot decode it. */
export async function downscalePhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    if (!blob) throw new Error('encode failed');
    return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
