// Upload progress through the one HTTP module: with onUploadProgress the call goes through
// XMLHttpRequest (fetch cannot report upload progress), reports bytes sent, keeps the row's rules
// (token, envelope, codes) and aborts on the caller's signal.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../client/api/http';
import { uploadKyc as uploadKycRow } from '../../../contract/kyc';
import { ApiError } from '../../../client/api/errors';

class FakeXhr {
  static last: FakeXhr;
  static answer = { status: 200, body: '{"code":200,"uploadId":7,"mime":"image/jpeg","size":3,"width":300,"height":300}' };
  headers: Record<string, string> = {};
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  url = '';
  body: unknown;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      if (this.aborted) return;
      this.upload.onprogress?.({ loaded: 100, total: 400, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 400, total: 400, lengthComputable: true });
    });
  }
  finish() {
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('upload progress', () => {
  it('sends the multipart body with the token through XMLHttpRequest and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('access_token', 'tok');
    const progress: [number, number][] = [];
    const before = FakeXhr.last;
    const pending = call(uploadKycRow, { kind: 'id', file: new File(['abc'], 'id.jpg') }, { onUploadProgress: (sent, total) => progress.push([sent, total]) });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(before));
    FakeXhr.last.finish();
    await expect(pending).resolves.toEqual({ uploadId: 7, mime: 'image/jpeg', size: 3, width: 300, height: 300 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.last.url).toBe('/app/v1/uploadKyc');
    expect(FakeXhr.last.headers.authorization).toBe('Bearer tok');
    expect(FakeXhr.last.body).toBeInstanceOf(FormData);
    expect((FakeXhr.last.body as FormData).get('kind')).toBe('id');
    expect(progress).toEqual([
      [100, 400],
      [400, 400],
    ]);
  });

  it('turns an error code into ApiError, and the caller signal aborts the request', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: '{"code":1302,"msg":"This photo could not be checked"}' };
    const before = FakeXhr.last;
    const failing = call(uploadKycRow, { kind: 'id', file: new File(['abc'], 'id.jpg') }, { onUploadProgress: () => {} });
    // The upload module loads on the first multipart call: the request starts after it.
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(before));
    FakeXhr.last.finish();
    await expect(failing).rejects.toMatchObject({ code: 1302 });
    await expect(failing).rejects.toBeInstanceOf(ApiError);

    const controller = new AbortController();
    const first = FakeXhr.last;
    const cancelled = call(uploadKycRow, { kind: 'selfie', file: new File(['abc'], 'me.jpg') }, { onUploadProgress: () => {}, signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
