// Photos for feedback, on the phone: checked by type and size, then downscaled with a canvas
// (longest side 1600 px, JPEG 82%) so a 4 MB camera photo leaves as a few hundred kB on a slow
// network. The sandbox checks the bytes again; this only spares the player a wasted upload.

/** Types a photo may have (spec section 5's list, less SVG, which can carry script). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp', 'image/tiff'];
const PHOTO_EXTENSION = /\.(png|jpe?g|gif|bmp|webp|tiff?)$/i;
/** Largest photo picked (before downscaling). */
export const MAX_PICKED_MB = 15;
/** Largest photo sent (the operator's limit). */
const MAX_SENT_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 1600;
/** Small, web-friendly photos are sent as they are. */
const KEEP_BELOW_BYTES = 300 * 1024;

/** Why a picked file cannot be sent, or null when it can. */
export function photoProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const typeOk = file.type ? PHOTO_TYPES.includes(file.type.toLowerCase()) : PHOTO_EXTENSION.test(file.name);
  if (!typeOk || /\.svgz?$/i.test(file.name)) return 'type';
  if (file.size > MAX_PICKED_MB * 1024 * 1024) return 'size';
  return null;
}

/** The longest side scaled down to `max`, or the size unchanged when it fits. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The photo ready to send: downscaled to JPEG unless it is already small; rejects when unreadable. */
export async function preparePhoto(file: File): Promise<Blob> {
  if (file.size <= KEEP_BELOW_BYTES && /^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a white background instead of black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    if (!blob || blob.size > MAX_SENT_BYTES) throw new Error('photo too large after downscaling');
    return blob;
  } finally {
    bitmap.close();
  }
}
