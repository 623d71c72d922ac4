// The KYC store: a picked photo is downscaled once and sent; a failed send is retried from the
// downscaled file without choosing again and without resending the photo that already went up;
// a refused picture cannot be retried; cancel stops the send; the draft is kept per player and
// cleared by a successful submit; an expired upload sends the player back to the photos; a new
// draft is prefilled from the profile's details and address.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../client/api/errors';
import type { UserOtherState } from '../../../../contract/member';

const api = vi.hoisted(() => ({ uploadKyc: vi.fn(), addKyc: vi.fn(), kyc: vi.fn() }));
const memberApi = vi.hoisted(() => ({ appUserOther: vi.fn(async (): Promise<UserOtherState> => ({ other: { realName: '', birthDate: '', email: '', occupation: '', sourceOfIncome: '' }, address: null, identityLocked: false })) }));
const downscale = vi.hoisted(() => vi.fn(async (file: File) => new File([new Uint8Array(100)], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })));
vi.mock('../../../../client/lib/photo', async (original) => ({ ...(await original<typeof import('../../../../client/lib/photo')>()), downscalePhoto: downscale }));

const store = await import('../../../../client/features/kyc/kyc-store');

const photo = (name = 'id.png') => new File([new Uint8Array(4000)], name, { type: 'image/png' });
const sentOk = (uploadId: number) => ({ uploadId, mime: 'image/jpeg', size: 100, width: 800, height: 600 });
let user = 100;

// The calls answer from the mocks above, by row name.
vi.mock('../../../../client/api/http', async (original) => {
  const handlers: Record<string, (...args: unknown[]) => unknown> = { ...api, ...memberApi };
  return { ...(await original<typeof import('../../../../client/api/http')>()), call: (row: { name: string }, body: unknown, options: unknown) => (options === undefined ? handlers[row.name]!(body) : handlers[row.name]!(body, options)) };
});
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  user += 1;
  store.openDraft(user);
});

describe('kyc store', () => {
  it('downscales and sends a photo, keeps its id in the saved draft, with progress', async () => {
    const states: string[] = [];
    const off = store.$uploads.subscribe((value) => states.push(value.id.phase));
    api.uploadKyc.mockImplementation(async (_req, options) => {
      options.onUploadProgress(50, 100);
      return sentOk(11);
    });
    await store.pickPhoto('id', photo());
    off();
    expect(downscale).toHaveBeenCalledTimes(1);
    expect(api.uploadKyc.mock.calls[0]![0]).toMatchObject({ kind: 'id' });
    expect((api.uploadKyc.mock.calls[0]![0] as { file: File }).file.name).toBe('id.jpg');
    expect(states).toEqual(['idle', 'preparing', 'uploading', 'uploading', 'idle']);
    expect(store.$draft.get().photos.id).toEqual({ uploadId: 11, size: 100 });
    expect(JSON.parse(localStorage.getItem(`kyc-draft:${user}`)!).photos.id.uploadId).toBe(11);
  });

  it('retries only the failed photo, from the downscaled file, and never resends the one that went up', async () => {
    api.uploadKyc.mockResolvedValueOnce(sentOk(21)).mockRejectedValueOnce(new ApiError('uploadKyc', 'network', 0)).mockResolvedValueOnce(sentOk(22));
    await store.pickPhoto('id', photo());
    await store.pickPhoto('selfie', photo('me.png'));
    expect(store.$uploads.get().selfie).toMatchObject({ phase: 'failed', problem: 'send', canRetry: true });
    await store.retryPhoto('selfie');
    await store.retryPhoto('id'); // nothing waiting: sends nothing
    expect(api.uploadKyc).toHaveBeenCalledTimes(3);
    expect(api.uploadKyc.mock.calls.map((call) => (call[0] as { kind: string }).kind)).toEqual(['id', 'selfie', 'selfie']);
    expect(downscale).toHaveBeenCalledTimes(2);
    expect(store.$draft.get().photos).toEqual({ id: { uploadId: 21, size: 100 }, selfie: { uploadId: 22, size: 100 } });
  });

  it('a picture the operator refuses cannot be retried; a wrong file is refused before reading', async () => {
    api.uploadKyc.mockRejectedValueOnce(new ApiError('uploadKyc', 'code', 1302, 'could not be checked'));
    await store.pickPhoto('id', photo());
    expect(store.$uploads.get().id).toMatchObject({ phase: 'failed', canRetry: false });
    await store.pickPhoto('id', photo('id.svg'));
    expect(store.$uploads.get().id).toEqual({ phase: 'failed', problem: 'type', canRetry: false });
    expect(downscale).toHaveBeenCalledTimes(1);
  });

  it('cancel stops the send; it can be sent again', async () => {
    api.uploadKyc.mockImplementationOnce(
      (_req, options: { signal: AbortSignal }) => new Promise((_resolve, reject) => options.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const sending = store.pickPhoto('id', photo());
    await vi.waitFor(() => expect(store.$uploads.get().id.phase).toBe('uploading'));
    store.cancelPhoto('id');
    await sending;
    expect(store.$uploads.get().id).toEqual({ phase: 'failed', problem: 'cancelled', canRetry: true });
    api.uploadKyc.mockResolvedValueOnce(sentOk(31));
    await store.retryPhoto('id');
    expect(store.$draft.get().photos.id?.uploadId).toBe(31);
  });

  it('submits the details with both ids, then clears the draft; an expired upload asks for the photos again', async () => {
    store.updateDraft({
      step: 'review',
      details: { fullName: ' Ana Reyes ', birthDate: '1990-01-01', nationality: 'Filipino', address: '1 Roxas Blvd, Pasay City', sourceOfFunds: 'savings' },
      declarations: { notOfficial: true, notMilitaryPolice: true, notUnder21: true, notRestricted: true, notLicensee: true, notPublicPlace: true },
      photos: { id: { uploadId: 41, size: 1 }, selfie: { uploadId: 42, size: 1 } },
    });
    api.addKyc.mockRejectedValueOnce(new ApiError('addKyc', 'code', 1305, 'gone'));
    await expect(store.$submitKyc.run()).rejects.toBeInstanceOf(ApiError);
    expect(store.$draft.get()).toMatchObject({ step: 'photos', photos: {} });

    store.updateDraft({ step: 'review', photos: { id: { uploadId: 43, size: 1 }, selfie: { uploadId: 44, size: 1 } } });
    const kyc = { status: 'pending', reason: null, submittedAt: 1, reviewedAt: null, fullName: 'Ana Reyes' };
    api.addKyc.mockResolvedValueOnce({ kyc });
    await expect(store.$submitKyc.run()).resolves.toEqual(kyc);
    expect(api.addKyc.mock.calls[1]![0]).toMatchObject({ fullName: 'Ana Reyes', idUploadId: 43, selfieUploadId: 44, sourceOfFunds: 'savings' });
    expect(localStorage.getItem(`kyc-draft:${user}`)).toBeNull();
    expect(store.$draft.get().step).toBe('details');
  });

  it('keeps a draft per player', () => {
    store.updateDraft({ step: 'photos' });
    store.openDraft(user + 1000);
    expect(store.$draft.get().step).toBe('details');
    store.openDraft(user);
    expect(store.$draft.get().step).toBe('photos');
  });

  it('prefills a new draft from the profile, never over what the player typed', async () => {
    memberApi.appUserOther.mockResolvedValueOnce({
      other: { realName: 'Maria Santos', birthDate: '1990-05-20', email: '', occupation: 'ofw', sourceOfIncome: 'remittance' },
      address: { street: 'Blk 4 Lot 12', barangay: 'San Isidro', city: 'Quezon City', province: 'Metro Manila', zip: '1100' },
      identityLocked: false,
    });
    user += 1;
    store.openDraft(user);
    store.updateDraft({ details: { ...store.$draft.get().details, fullName: 'Maria Clara Santos' } });
    await vi.waitFor(() => expect(store.$draft.get().details.birthDate).toBe('1990-05-20'));
    expect(store.$draft.get().details).toMatchObject({ fullName: 'Maria Clara Santos', sourceOfFunds: 'remittance', address: 'Blk 4 Lot 12, San Isidro, Quezon City, Metro Manila 1100' });
  });
});
