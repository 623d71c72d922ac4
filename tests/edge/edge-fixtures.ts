// Shared fakes for edge tests: in-memory built files, a recording upstream fetch, an app builder.
import { createEdgeApp, type EdgeInput } from '../../edge/app';
import type { AssetFile, AssetReader } from '../../edge/options';

export const SHELL_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="app"></div></body></html>';

/** Built files in memory; `reads` lists every path asked for. */
export function memoryAssets(files: Record<string, string | Uint8Array>, mtime = 1_700_000_000_000): AssetReader & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async read(path: string): Promise<AssetFile | null> {
      reads.push(path);
      const content = files[path];
      if (content === undefined) return null;
      const body = typeof content === 'string' ? new TextEncoder().encode(content) : content;
      return { body, size: body.byteLength, mtime };
    },
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  /** The body exactly as sent (multipart files are binary). */
  bytes: Uint8Array<ArrayBuffer>;
}

/** The bytes of a fetch body; a stream (an upload) is read to its end, and its failure fails the fetch, as a real one's does. */
async function bodyBytes(body: RequestInit['body']): Promise<Uint8Array<ArrayBuffer>> {
  if (body === undefined || body === null) return new Uint8Array(0);
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof ReadableStream) return new Uint8Array(await new Response(body).arrayBuffer());
  return body as Uint8Array<ArrayBuffer>;
}

/** A fetch that records calls (once their whole body is read) and answers with `answer` (default: 200 `{code:200}`). */
export function recordingFetch(answer: (call: RecordedCall) => Response | Promise<Response> = () => Response.json({ code: 200 })) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const bytes = await bodyBytes(init.body);
    const call = { url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body: new TextDecoder().decode(bytes), bytes };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** Upstream answer for appConfig with the given maintenance status. */
export const maintenanceAnswer = (status: 0 | 1, v = 7) => Response.json({ code: 200, v, maintenance: { status } });

/** The edge with test defaults: maintenance off, a shell, a recording upstream. */
export function buildEdge(overrides: Partial<EdgeInput> = {}) {
  const upstream = recordingFetch((call) => (call.url.endsWith('/anonymous/appConfig') ? maintenanceAnswer(0) : Response.json({ code: 200 })));
  const app = createEdgeApp({
    upstreamUrl: 'http://upstream.test',
    assets: memoryAssets({ 'index.html': SHELL_HTML }),
    fetch: upstream.fetch,
    clientIp: () => '203.0.113.9',
    logError: () => undefined,
    ...overrides,
  });
  return { app, upstream };
}

/** Calls recorded for `/app/v1/<call>`, excluding the maintenance checks. */
export const callsTo = (calls: RecordedCall[], call: string) => calls.filter((c) => c.url.endsWith(`/app/v1/${call}`));
