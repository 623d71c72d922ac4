// KYC state: the status (kyc), the draft the player can resume (details, declarations, the ids of
// photos already sent; kept per player in this browser), and each photo's upload (downscale,
// progress, cancel, retry). A retry sends only the photo that failed, from the already downscaled
// file; a photo that went up is never sent again.
import { call } from '../../api/http';
import { atom } from 'nanostores';
import * as kycCalls from '../../../contract/kyc';
import * as memberCalls from '../../../contract/member';
import { KycErrorCode, type KycState } from '../../../contract/kyc';
import type { RowResponse } from '../../../contract/call-row';
import { KYC_DECLARATIONS, type KycDeclaration } from '../../../contract/kyc-fields';
import { ApiError } from '../../api/errors';
import { readJson, writeStorage } from '../../lib/storage';
import { query } from '../../stores/server-state';
import { mutation } from '../../stores/server-state-mutation';
import { poll } from '../../stores/server-state-poll';
import { $token, patchUser } from '../../stores/session';
import { checkPickedPhoto, downscalePhoto, type PhotoProblem } from '../../lib/photo';
import { EMPTY_DETAILS, MAX_SEND_BYTES, type KycDetails } from './kyc-rules';

/** How often a pending verification is checked again (ms). */
const KYC_POLL_MS = 4000;

export type PhotoKind = 'id' | 'selfie';
export type KycStep = 'details' | 'declarations' | 'photos' | 'review';

export interface SentPhoto {
  uploadId: number;
  size: number;
}

export interface KycDraft {
  step: KycStep;
  details: KycDetails;
  declarations: Record<KycDeclaration, boolean>;
  photos: Partial<Record<PhotoKind, SentPhoto>>;
}

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'uploading'; sent: number; total: number }
  | { phase: 'failed'; problem: PhotoProblem | 'unreadable' | 'cancelled' | 'send'; error?: unknown; canRetry: boolean };

const NO_DECLARATIONS = Object.fromEntries(KYC_DECLARATIONS.map((name) => [name, false])) as Record<KycDeclaration, boolean>;
const emptyDraft = (): KycDraft => ({ step: 'details', details: { ...EMPTY_DETAILS }, declarations: { ...NO_DECLARATIONS }, photos: {} });

export const $kyc = query($token, () => call(kycCalls.kyc, {}).then((answer) => answer.kyc));

export const $draft = atom<KycDraft>(emptyDraft());
export const $uploads = atom<Record<PhotoKind, UploadState>>({ id: { phase: 'idle' }, selfie: { phase: 'idle' } });
// An atom, not nanostores' `map`: the first paint's chunk holds the nanostores modules it reaches,
// and `map` (used only here) would ride along in it.
const setUpload = (kind: PhotoKind, state: UploadState): void => $uploads.set({ ...$uploads.get(), [kind]: state });

let draftKey: string | null = null;
const prepared: Partial<Record<PhotoKind, File>> = {};
const controllers: Partial<Record<PhotoKind, AbortController>> = {};

/** Loads the draft saved for player `userId` (a fresh one when none). */
export function openDraft(userId: number): void {
  const key = `kyc-draft:${userId}`;
  if (draftKey === key) return;
  draftKey = key;
  const saved = readJson<Partial<KycDraft>>(key);
  const fresh = emptyDraft();
  $draft.set(
    saved
      ? {
          step: saved.step ?? fresh.step,
          details: { ...fresh.details, ...saved.details },
          declarations: { ...fresh.declarations, ...saved.declarations },
          photos: { ...saved.photos },
        }
      : fresh,
  );
  $uploads.set({ id: { phase: 'idle' }, selfie: { phase: 'idle' } });
  if (!saved) void prefillFromProfile(key);
}

/**
 * A new draft starts from what the player already gave in their profile (name, birthday, source
 * of income, address), so nothing is asked twice; only fields still empty are filled.
 */
async function prefillFromProfile(key: string): Promise<void> {
  let profile: RowResponse<typeof memberCalls.appUserOther>;
  try {
    profile = await call(memberCalls.appUserOther, {});
  } catch {
    return; // A convenience only: the player types them instead.
  }
  if (draftKey !== key) return;
  const { other, address } = profile;
  const details = $draft.get().details;
  const place = address ? `${address.street}, ${address.barangay}, ${address.city}, ${address.province} ${address.zip}` : '';
  $draft.set({
    ...$draft.get(),
    details: {
      ...details,
      fullName: details.fullName || other.realName,
      birthDate: details.birthDate || other.birthDate,
      address: details.address || place,
      sourceOfFunds: details.sourceOfFunds || other.sourceOfIncome,
    },
  });
}

/** Changes the draft and saves it. */
export function updateDraft(change: Partial<KycDraft>): void {
  const next = { ...$draft.get(), ...change };
  $draft.set(next);
  if (draftKey) writeStorage(draftKey, JSON.stringify(next));
}

async function send(kind: PhotoKind, file: File): Promise<void> {
  const controller = new AbortController();
  controllers[kind] = controller;
  setUpload(kind, { phase: 'uploading', sent: 0, total: file.size });
  try {
    const answer = await call(kycCalls.uploadKyc, 
      { kind, file },
      { signal: controller.signal, onUploadProgress: (sent, total) => setUpload(kind, { phase: 'uploading', sent, total: total || file.size }) },
    );
    delete prepared[kind];
    updateDraft({ photos: { ...$draft.get().photos, [kind]: { uploadId: answer.uploadId, size: answer.size } } });
    setUpload(kind, { phase: 'idle' });
  } catch (error) {
    if (controller.signal.aborted) {
      setUpload(kind, { phase: 'failed', problem: 'cancelled', canRetry: true });
      return;
    }
    // The operator refused this picture: retrying the same bytes cannot help, a new photo can.
    const refused = error instanceof ApiError && error.kind === 'code' && error.code >= KycErrorCode.imageTypeRejected && error.code <= KycErrorCode.imageDimensions;
    if (refused) delete prepared[kind];
    setUpload(kind, { phase: 'failed', problem: 'send', error, canRetry: !refused });
  } finally {
    if (controllers[kind] === controller) delete controllers[kind];
  }
}

/** Checks, downscales and sends a picked photo (replacing any sent before for this kind). */
export async function pickPhoto(kind: PhotoKind, file: File): Promise<void> {
  controllers[kind]?.abort();
  const problem = checkPickedPhoto(file);
  if (problem) {
    setUpload(kind, { phase: 'failed', problem, canRetry: false });
    return;
  }
  const { [kind]: _dropped, ...others } = $draft.get().photos;
  updateDraft({ photos: others });
  setUpload(kind, { phase: 'preparing' });
  let small: File;
  try {
    small = await downscalePhoto(file);
  } catch {
    setUpload(kind, { phase: 'failed', problem: 'unreadable', canRetry: false });
    return;
  }
  if (small.size > MAX_SEND_BYTES) {
    setUpload(kind, { phase: 'failed', problem: 'size', canRetry: false });
    return;
  }
  prepared[kind] = small;
  await send(kind, small);
}

/** Sends again the photo whose upload failed or was cancelled (already downscaled). */
export function retryPhoto(kind: PhotoKind): Promise<void> {
  const file = prepared[kind];
  return file ? send(kind, file) : Promise.resolve();
}

/** Stops the photo's upload in flight. */
export function cancelPhoto(kind: PhotoKind): void {
  controllers[kind]?.abort();
}

/** Sends the details with both photos; the status becomes pending and the draft is cleared. */
export const $submitKyc = mutation(
  $token,
  async (): Promise<KycState> => {
    const draft = $draft.get();
    const { id, selfie } = draft.photos;
    if (!id || !selfie) throw new Error('photos missing');
    const d = draft.details;
    const answer = await call(kycCalls.addKyc, {
      fullName: d.fullName.trim(),
      birthDate: d.birthDate,
      nationality: d.nationality.trim(),
      address: d.address.trim(),
      sourceOfFunds: d.sourceOfFunds as Exclude<KycDetails['sourceOfFunds'], ''>,
      declarations: draft.declarations as Record<KycDeclaration, true>,
      idUploadId: id.uploadId,
      selfieUploadId: selfie.uploadId,
    });
    return answer.kyc;
  },
  {
    done: (kyc) => {
      if (draftKey) writeStorage(draftKey, null);
      $draft.set(emptyDraft());
      $kyc.mutate(() => kyc);
    },
    failed: (error) => {
      // The operator no longer has a photo: ask for both again instead of failing every time.
      if (error instanceof ApiError && error.code === KycErrorCode.uploadMissing) updateDraft({ photos: {}, step: 'photos' });
      if (error instanceof ApiError && error.code === KycErrorCode.alreadySubmitted) void $kyc.reload();
    },
  },
);

/** Reloads the status; an approval also marks the player verified. */
async function refreshKyc(): Promise<void> {
  await $kyc.reload();
  if ($kyc.get().data?.status === 'approved') patchUser({ hasKyc: true });
}

/** 'Check again': the status reloaded on the player's tap. */
export const $checkKyc = mutation($token, refreshKyc);

/** Re-checks a pending verification every few seconds while the page shows; returns the stop. */
export const watchPendingKyc = (): (() => void) =>
  poll({ step: refreshKyc, every: KYC_POLL_MS, wait: true, until: () => $kyc.get().data?.status !== 'pending' });
