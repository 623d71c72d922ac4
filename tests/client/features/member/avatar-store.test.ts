// The avatar upload: a picked photo is checked, cropped square and downscaled once, sent, and the
// user record then shows it; a send that failed on the network is retried from the prepared file,
// while a picture the operator refused is not offered again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../client/api/errors';

const downscale = vi.hoisted(() => vi.fn(async (_file: File) => new File([new Uint8Array(100)], 'me.jpg', { type: 'image/jpeg' })));
const upload = vi.hoisted(() => vi.fn());
vi.mock('../../../../client/lib/photo', async (original) => ({ ...(await original<typeof import('../../../../client/lib/photo')>()), downscalePhoto: downscale }));

const { $avatarUpload, pickAvatar, retryAvatar } = await import('../../../../client/features/member/avatar-store');
const { $user, setUser } = await import('../../../../client/stores/session');

// The calls answer from the mocks above, by row name.
vi.mock('../../../../client/api/http', async (original) => {
  const handlers: Record<string, (...args: unknown[]) => unknown> = { ...{ uploadAvatar: upload } };
  return { ...(await original<typeof import('../../../../client/api/http')>()), call: (row: { name: string }, body: unknown, options: unknown) => (options === undefined ? handlers[row.name]!(body) : handlers[row.name]!(body, options)) };
});
describe('avatar upload', () => {
  beforeEach(() => {
    downscale.mockClear();
    upload.mockReset();
    setUser({ id: 7, avatar: 'preset:1', avatarOther: '' } as never);
  });

  it('crops square, sends, and shows the picture', async () => {
    upload.mockResolvedValue({ avatar: 'upload', avatarOther: '/sandbox/avatars/abc' });
    await pickAvatar(new File([new Uint8Array(5000)], 'me.png', { type: 'image/png' }));
    expect(downscale).toHaveBeenCalledWith(expect.any(File), { square: true, maxSide: 512 });
    expect($user.get()).toMatchObject({ avatar: 'upload', avatarOther: '/sandbox/avatars/abc' });
    expect($avatarUpload.get()).toEqual({ phase: 'idle' });
  });

  it('refuses an SVG before reading it', async () => {
    await pickAvatar(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(downscale).not.toHaveBeenCalled();
    expect($avatarUpload.get()).toMatchObject({ phase: 'failed', problem: 'type', canRetry: false });
  });

  it('retries a network failure without preparing again; an operator refusal is final', async () => {
    upload.mockRejectedValueOnce(new ApiError('uploadAvatar', 'network', 0)).mockResolvedValueOnce({ avatar: 'upload', avatarOther: '/sandbox/avatars/x' });
    await pickAvatar(new File([new Uint8Array(5000)], 'me.jpg'));
    expect($avatarUpload.get()).toMatchObject({ phase: 'failed', problem: 'send', canRetry: true });
    await retryAvatar();
    expect(downscale).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(2);
    expect($user.get()?.avatarOther).toBe('/sandbox/avatars/x');

    upload.mockRejectedValueOnce(new ApiError('uploadAvatar', 'code', 2008));
    await pickAvatar(new File([new Uint8Array(5000)], 'me.jpg'));
    expect($avatarUpload.get()).toMatchObject({ phase: 'failed', canRetry: false });
  });
});
