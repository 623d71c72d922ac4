// Scenario 6, upload memory flood (issue 27: 250 connections with 6 MiB multipart bodies took the
// edge from 211 MB to 1,677 MB, and it stayed there). Two waves of 250 raw connections, each
// sending a whole 6 MiB `uploadKyc` body: first from one address without a session, then with a
// bearer token from 50 addresses. Measures the edge's RSS before, at its peak and 10 s after, the
// answers by status, and whether a player's JSON call still answers in the middle of the flood.
import { connect } from 'node:net';
import { uploadKyc } from '../../contract/kyc';
import { refreshData } from '../../contract/session';
import { API_BASE } from '../../contract/call-row';
import { CLIENT_FIELDS, callJson, formatCounts, PLAYER_ADDRESS, sleep, startEdge, startFakeUpstream, succeeded, watch } from './harness';
import type { AttackRow } from './table';
import { uploadFloodVerdict } from './verdicts';

const CONNECTIONS = 250;
const BODY_BYTES = 6 * 1024 * 1024;
const BOUNDARY = 'attackboundary';
const ADDRESSES = 50;
/** Longest one upload may take, answer included. */
const UPLOAD_TIMEOUT_MS = 30_000;
/** How long the edge is left idle after the flood before "after" is read. */
const SETTLE_MS = 10_000;

/** One whole multipart body, shared by every connection (the attacker's memory stays small). */
function body(): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nid\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="id.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(BODY_BYTES - head.length - tail.length, 0x5a), Buffer.from(tail)]);
}

/** Sends a whole upload on a new connection from `from`; resolves with the answer's status or an error name. */
function upload(edgeUrl: URL, payload: Buffer, from: string, token: string | undefined): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: edgeUrl.hostname, port: Number(edgeUrl.port), localAddress: from });
    let head = '';
    const done = (outcome: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done('timeout'), UPLOAD_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      if (status && head.includes('\r\n\r\n')) done(status);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done(head ? 'cut' : 'closed'));
    socket.write(
      `POST ${API_BASE}/${uploadKyc.name} HTTP/1.1\r\nHost: ${edgeUrl.host}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${payload.length}\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}\r\n`,
    );
    socket.write(payload);
  });
}

const tally = (outcomes: string[]): Record<string, number> => outcomes.reduce<Record<string, number>>((counts, key) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {});

export async function uploadFlood(): Promise<AttackRow> {
  const upstream = await startFakeUpstream('hang-beacons');
  try {
    const edge = await startEdge({ upstreamUrl: upstream.url, env: { MAX_CONNECTIONS_PER_ADDRESS: '0' } });
    try {
      const url = new URL(edge.url);
      const player = () => callJson(edge.url, refreshData.name, CLIENT_FIELDS, { headers: { authorization: 'Bearer player' }, localAddress: PLAYER_ADDRESS, timeoutMs: 10_000 });
      if (!succeeded(await player())) throw new Error('the player call failed before the flood');
      const payload = body();
      const stats = watch(edge.pid);
      const anonymous = await Promise.all(Array.from({ length: CONNECTIONS }, () => upload(url, payload, '127.0.0.1', undefined)));
      const started = Date.now();
      const withToken = Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => upload(url, payload, `127.0.1.${(i % ADDRESSES) + 1}`, `attack-${i}`)));
      await sleep(500);
      const during = await player();
      const signedIn = await withToken;
      const floodMs = Date.now() - started;
      await sleep(SETTLE_MS);
      const figures = stats.end();
      const forwarded = (await upstream.stats()).calls;
      return {
        scenario: '7 upload memory flood',
        sent: [
          `${CONNECTIONS} connections x 6 MiB ${uploadKyc.name} from 127.0.0.1 without a session`,
          `then ${CONNECTIONS} x 6 MiB with a bearer token from ${ADDRESSES} addresses (127.0.1.x)`,
          `1 player call from ${PLAYER_ADDRESS} during the second wave`,
        ],
        measured: [
          `without a session: ${formatCounts(tally(anonymous))}`,
          `with a token: ${formatCounts(tally(signedIn))} in ${(floodMs / 1000).toFixed(1)} s`,
          `uploads forwarded upstream: ${forwarded - 1}; player call during the flood: ${'status' in during ? during.status : during.error}`,
          `"after" read ${SETTLE_MS / 1000} s after the flood`,
        ],
        ...figures,
        verdict: uploadFloodVerdict({
          anonymousRefused: tally(anonymous)['401'] ?? 0,
          connections: CONNECTIONS,
          playerOk: succeeded(during),
          rssMb: figures.rssMb,
          edgeExit: edge.exitCode(),
        }),
      };
    } finally {
      await edge.stop();
    }
  } finally {
    await upstream.stop();
  }
}
