// Multipart bodies and upload progress, loaded by http.ts only for the calls that send files (so
// the first paint, which sends none, does not carry them).

/** A multipart body: files as files, other values as text (the browser writes the boundary). */
export function formBody(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(name, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

/** POST through XMLHttpRequest, answered as a fetch Response: the one browser API that reports upload progress. */
export function sendWithProgress(
  url: string,
  init: { headers: Record<string, string>; body: string | FormData; signal: AbortSignal },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' } }));
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(init.signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (init.signal.aborted) return reject(init.signal.reason);
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
