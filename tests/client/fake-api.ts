// A typed stand-in for the operator API behind `fetch`: answers are the calls' payloads (checked
// against the contract), wrapped in each row's envelope the way the edge would pass them on, and
// every posted body can be read back typed. Unanswered calls fail loudly (HTTP 500), so a test
// states every call it relies on.
import { vi } from 'vitest';
import { CALLS, isCallName, type CallName, type CallRequest, type CallResponse } from '../../contract/all';
import { API_BASE } from '../../contract/call-row';

/** An operator failure: the code in the row's envelope field, at HTTP `status` (200 by default). */
export class FakeFailure {
  constructor(
    readonly code: number,
    readonly options: { status?: number; msg?: string; extra?: Record<string, unknown> } = {},
  ) {}
}

/** No answer at all: fetch rejects with a TypeError, as a browser's fetch does when offline. */
export class FakeNetworkError {
  constructor(readonly message = 'Failed to fetch') {}
}

type Answer<K extends CallName> = CallResponse<K> | FakeFailure | FakeNetworkError;
/** A payload, a failure, a network error, or a function of the request giving one of them (it may wait). */
export type FakeReply<K extends CallName> = Answer<K> | ((req: CallRequest<K>) => Answer<K> | Promise<Answer<K>>);
export type FakeReplies = { [K in CallName]?: FakeReply<K> };

/** A reply that never comes: the call stays in flight. */
export const noReply = (): Promise<never> => new Promise(() => undefined);

/** A reply giving `answers` one per post, in turn, then the last one again. */
export function inTurn<K extends CallName>(...answers: [Answer<K>, ...Answer<K>[]]): FakeReply<K> {
  const queue = [...answers];
  return () => (queue.length > 1 ? queue.shift()! : queue[0]!);
}

export interface FakeApi {
  /** The fetch mock (installed with vi.stubGlobal). */
  fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
  /** Sets (or replaces) the answer to `call`. */
  answer<K extends CallName>(call: K, reply: FakeReply<K>): void;
  /** The bodies posted to `call`, in order, without the fields the HTTP layer adds. */
  posted<K extends CallName>(call: K): CallRequest<K>[];
  /** The authorization header of each post to `call` (null when none was sent). */
  tokens(call: CallName): (string | null)[];
}

function envelope(call: CallName, answer: CallResponse<CallName> | FakeFailure): Response {
  const row = CALLS[call];
  const field = row.envelope === 'code' ? 'code' : 'errcode';
  if (answer instanceof FakeFailure) {
    const { status = 200, msg = 'failed', extra = {} } = answer.options;
    return Response.json({ ...extra, [field]: answer.code, msg }, { status });
  }
  const success = { [field]: row.envelope === 'code' ? 200 : 0, msg: 'success' };
  return Response.json(row.envelope === 'data' ? { ...success, data: answer } : { ...answer, ...success });
}

function requestBody(init: RequestInit | undefined): Record<string, unknown> {
  const body = init?.body;
  const fields: Record<string, unknown> = body instanceof FormData ? Object.fromEntries(body.entries()) : JSON.parse(String(body ?? '{}'));
  const { platform: _platform, clientReferrer: _referrer, ...rest } = fields;
  return rest;
}

/** Installs a fake operator API as the global fetch; `replies` are the first answers. */
export function fakeApi(replies: FakeReplies = {}): FakeApi {
  const answers = new Map<CallName, FakeReply<CallName>>(Object.entries(replies) as [CallName, FakeReply<CallName>][]);
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const call = String(input).replace(`${API_BASE}/`, '');
    if (!isCallName(call)) return Response.json({ code: 404, msg: `not a call: ${call}` }, { status: 404 });
    const reply = answers.get(call);
    if (reply === undefined) return Response.json({ code: 500, msg: `the fake API has no answer for ${call}` }, { status: 500 });
    const answer = typeof reply === 'function' ? await reply(requestBody(init) as never) : reply;
    if (answer instanceof FakeNetworkError) throw new TypeError(answer.message);
    return envelope(call, answer);
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (call: CallName) => fetch.mock.calls.filter(([url]) => String(url) === `${API_BASE}/${call}`);
  return {
    fetch,
    answer: (call, reply) => void answers.set(call, reply as FakeReply<CallName>),
    posted: <K extends CallName>(call: K) => callsTo(call).map(([, init]) => requestBody(init) as CallRequest<K>),
    tokens: (call) => callsTo(call).map(([, init]) => new Headers(init?.headers).get('authorization')),
  };
}
