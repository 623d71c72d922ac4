// The own-photo avatar's upload: checked, cropped square and downscaled on the phone, then sent
// with progress and cancel; the answer patches the signed-in user (avatar 'upload', avatarOther).
import { call } from '../../api/http';
import { atom } from 'nanostores';
import * as memberCalls from '../../../contract/member';
import { MemberErrorCode } from '../../../contract/member';
import { ApiError } from '../../api/errors';
import { checkPickedPhoto, downscalePhoto, type PhotoProblem } from '../../lib/photo';
import { t } from '../../stores/locale';
import { patchUser } from '../../stores/session';
import { showToast } from '../../stores/toast';

/** Side of the square picture sent (px): sharp on a 3× screen at the largest size shown. */
export const AVATAR_SIDE = 512;

export type AvatarUpload =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'uploading'; sent: number; total: number }
  | { phase: 'failed'; problem: PhotoProblem | 'unreadable' | 'cancelled' | 'send'; error?: unknown; canRetry: boolean };

export const $avatarUpload = atom<AvatarUpload>({ phase: 'idle' });

let prepared: File | null = null;
let controller: AbortController | null = null;

async function send(file: File): Promise<void> {
  const mine = new AbortController();
  controller = mine;
  $avatarUpload.set({ phase: 'uploading', sent: 0, total: file.size });
  try {
    const answer = await call(memberCalls.uploadAvatar, 
      { file },
      { signal: mine.signal, onUploadProgress: (sent, total) => $avatarUpload.set({ phase: 'uploading', sent, total: total || file.size }) },
    );
    prepared = null;
    patchUser({ avatar: answer.avatar, avatarOther: answer.avatarOther });
    $avatarUpload.set({ phase: 'idle' });
    showToast(t('myProfile.avatarUploaded'), 'success');
  } catch (error) {
    if (mine.signal.aborted) return $avatarUpload.set({ phase: 'failed', problem: 'cancelled', canRetry: true });
    // The operator refused this picture: the same bytes cannot pass, another photo can.
    const refused = error instanceof ApiError && error.kind === 'code' && error.code >= MemberErrorCode.avatarTypeRejected && error.code <= MemberErrorCode.avatarDimensions;
    if (refused) prepared = null;
    $avatarUpload.set({ phase: 'failed', problem: 'send', error, canRetry: !refused });
  } finally {
    if (controller === mine) controller = null;
  }
}

/** Checks a picked picture, crops it square, downscales and sends it; it becomes the avatar. */
export async function pickAvatar(file: File): Promise<void> {
  controller?.abort();
  const problem = checkPickedPhoto(file);
  if (problem) return $avatarUpload.set({ phase: 'failed', problem, canRetry: false });
  $avatarUpload.set({ phase: 'preparing' });
  try {
    prepared = await downscalePhoto(file, { square: true, maxSide: AVATAR_SIDE });
  } catch {
    return $avatarUpload.set({ phase: 'failed', problem: 'unreadable', canRetry: false });
  }
  await send(prepared);
}

/** Sends again the picture whose upload failed or was cancelled (already prepared). */
export function retryAvatar(): Promise<void> {
  return prepared ? send(prepared) : Promise.resolve();
}

/** Stops the upload in flight. */
export function cancelAvatar(): void {
  controller?.abort();
}
