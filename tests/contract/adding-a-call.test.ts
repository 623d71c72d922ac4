// README's recipe for a new call (one row, one schema, one handler, plus its UI), walked with a
// made-up call: the client needs nothing else to make it, typed from the schema and the response
// map; and every call of the real table has its schema and its sandbox handler.
import * as v from 'valibot';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { call } from '../../client/api/http';
import { CALLS } from '../../contract/all';
import { REQUEST_SCHEMAS } from '../../contract/all.schemas';
import { callFactory } from '../../contract/call-row';
import { HANDLERS } from '../../edge/sandbox/registry';

// contract/<domain>.schemas.ts: the schema.
const PING_SCHEMAS = { ping: v.object({ times: v.pipe(v.number(), v.integer(), v.minValue(1)) }) };
// contract/<domain>.ts: the response type and the row.
interface PingResponses {
  ping: { pongs: number };
}
const ping = callFactory<typeof PING_SCHEMAS, PingResponses>()('ping', { session: 'none' });

afterEach(() => vi.unstubAllGlobals());

describe('adding a call', () => {
  it('the client calls the row as it is: the body typed by the schema, the payload by the response map', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => Response.json({ code: 200, msg: 'ok', pongs: (JSON.parse(String(init?.body)) as { times: number }).times }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await call(ping, { times: 3 });
    expectTypeOf(answer).toEqualTypeOf<{ pongs: number }>();
    expect(answer).toEqual({ pongs: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/app/v1/ping');
    // @ts-expect-error: the body is the schema's input
    expect(() => call(ping, { times: 'three' }).catch(() => undefined)).not.toThrow();
  });

  it('the schema is what the edge and the sandbox check bodies with', () => {
    expect(v.safeParse(PING_SCHEMAS.ping, { times: 2 }).success).toBe(true);
    expect(v.safeParse(PING_SCHEMAS.ping, { times: 0 }).success).toBe(false);
  });

  it('every call of the table has a request schema and a sandbox handler, and nothing else does', () => {
    const names = Object.keys(CALLS).sort();
    expect(Object.keys(REQUEST_SCHEMAS).sort()).toEqual(names);
    expect(Object.keys(HANDLERS).sort()).toEqual(names);
  });
});
