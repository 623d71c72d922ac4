// Issue 9 "Stalled upstream bodies" through app.request(): a body that stops mid-way is cut after
// the injected idle timeout, the upstream body is cancelled (its socket freed) and logged once.
import { describe, expect, it } from 'vitest';
import { UpstreamStallError } from '../../edge/upstream';
import { buildEdge, recordingFetch } from './edge-fixtures';

/** An upstream body that sends `first` and then nothing, recording whether it was cancelled. */
function stallingBody(first: string) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

function stallingEdge(headers: Record<string, string>) {
  const stalled = stallingBody('{"code":200,"list":[');
  const logged: unknown[] = [];
  const upstream = recordingFetch(() => new Response(stalled.body, { headers: { 'content-type': 'application/json', ...headers } }));
  const { app } = buildEdge({ fetch: upstream.fetch, limits: { upstreamBodyIdleMs: 30 }, logError: (error) => logged.push(error) });
  return { app, state: stalled.state, logged };
}

const call = { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{}' };

describe('upstream body idle timeout', () => {
  it('cuts a streamed body that stalls: the player\'s body errors, the upstream is cancelled, one log line', async () => {
    const { app, state, logged } = stallingEdge({});
    const res = await app.request('/app/v1/refreshData', call);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toBeInstanceOf(UpstreamStallError);
    expect(state.cancelled).toBe(true);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toBeInstanceOf(UpstreamStallError);
  });

  it('answers 504 JSON when a small body of known length stalls before anything was sent', async () => {
    const { app, state } = stallingEdge({ 'content-length': '500' });
    const res = await app.request('/app/v1/refreshData', call);
    expect(res.status).toBe(504);
    expect(((await res.json()) as { code: number }).code).toBe(504);
    expect(state.cancelled).toBe(true);
  });

  it('lets a body that keeps coming through whole', async () => {
    const chunks = ['{"code":200,', '"a":1', '}'];
    const upstream = recordingFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              const next = chunks.shift();
              if (next === undefined) controller.close();
              else controller.enqueue(new TextEncoder().encode(next));
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const { app } = buildEdge({ fetch: upstream.fetch, limits: { upstreamBodyIdleMs: 30 } });
    const res = await app.request('/app/v1/refreshData', call);
    expect(await res.json()).toEqual({ code: 200, a: 1 });
  });
});
