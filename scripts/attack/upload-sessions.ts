// Scenario 7b, logged-in upload flood (issue 27: "stream or spool bodies instead of buffering
// whole ... Memory must come back after the flood"). Scenario 7's second wave carries made-up
// tokens; here every upload has a real session, so the sandbox takes each body whole. The sandbox
// runs in a process of its own (the edge's figures are the edge's alone), with players registered
// straight at it. For FLOOD_MS, every player keeps two raw connections uploading 6 MiB
// `uploadKyc` bodies one after another (its address group's two upload slots), waiting out each
// 429's Retry-After; a player's JSON call is made in the middle. Measures the edge's RSS before,
// at its peak and 10 s after, and the answers by status.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadKyc } from '../../contract/kyc';
import { MAX_KYC_IMAGE_BYTES } from '../../contract/kyc.schemas';
import { API_BASE } from '../../contract/call-row';
import { refreshData } from '../../contract/session';
import { CLIENT_FIELDS, burst, callJson, formatCounts, PLAYER_ADDRESS, registerPlayer, sleep, startEdge, startSandboxProcess, succeeded, watch } from './harness';
import type { AttackRow } from './table';
import { uploadSessionsVerdict } from './verdicts';

const PLAYERS = 40;
/** Connections per player, each uploading one body after another: the two upload slots of its address. */
const LANES = 2;
/** Under the row's 6 MiB, so the edge's added operator fields keep the body within the sandbox's limit. */
const BODY_BYTES = 6 * 1024 * 1024 - 4096;
const BOUNDARY = 'attacksession';
const FLOOD_MS = 20_000;
/** Longest one upload may take, answer included. */
const UPLOAD_TIMEOUT_MS = 30_000;
/** How long the edge is left idle after the flood before "after" is read. */
const SETTLE_MS = 10_000;

/**
 * One whole multipart body, shared by every connection (the attacker's memory stays small): the
 * largest photo the operator takes (MAX_KYC_IMAGE_BYTES, not an image, so it answers 1301 once it
 * has read it) and a text part that fills the body to about 6 MiB.
 */
function body(): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nid\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="id.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const note = `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const fill = BODY_BYTES - head.length - MAX_KYC_IMAGE_BYTES - note.length - tail.length;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(MAX_KYC_IMAGE_BYTES, 0x5a), Buffer.from(note), Buffer.alloc(fill, 0x6e), Buffer.from(tail)]);
}

interface Answer {
  /** The HTTP status, or what happened instead. */
  outcome: string;
  retryAfterS?: number;
}

/** Sends a whole upload on a new connection from `from` with `token`. */
function upload(edgeUrl: URL, payload: Buffer, from: string, token: string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect({ host: edgeUrl.hostname, port: Number(edgeUrl.port), localAddress: from });
    let text = '';
    const done = (answer: Answer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ outcome: 'timeout' }), UPLOAD_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      // The whole (small JSON) answer: its head and a closing brace.
      if (status && /\r\n\r\n[\s\S]*\}/.test(text)) done({ outcome: status, retryAfterS: Number(/\r\nretry-after: (\d+)/i.exec(text)?.[1] ?? NaN) });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done({ outcome: text ? 'cut' : 'closed' }));
    socket.write(
      `POST ${API_BASE}/${uploadKyc.name} HTTP/1.1\r\nHost: ${edgeUrl.host}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${payload.length}\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(payload);
  });
}

export async function uploadSessions(): Promise<AttackRow> {
  const dir = mkdtempSync(join(tmpdir(), 'attack-sandbox-'));
  try {
    const sandboxUrl = await startSandboxProcess(join(dir, 'sandbox.db'));
    const players = await burst(PLAYERS, () => registerPlayer(sandboxUrl), 4);
    const edge = await startEdge({ upstreamUrl: sandboxUrl, env: { MAX_CONNECTIONS_PER_ADDRESS: '0' } });
    try {
      const url = new URL(edge.url);
      const [player] = players;
      const call = () => callJson(edge.url, refreshData.name, CLIENT_FIELDS, { headers: { authorization: `Bearer ${player!.token}` }, localAddress: PLAYER_ADDRESS, timeoutMs: 10_000 });
      if (!succeeded(await call())) throw new Error('the player call failed before the flood');
      const payload = body();
      const stats = watch(edge.pid);
      const outcomes: string[] = [];
      const end = Date.now() + FLOOD_MS;
      const lane = async (i: number) => {
        const from = `127.0.2.${Math.floor(i / LANES) + 1}`;
        const { token } = players[Math.floor(i / LANES)]!;
        while (Date.now() < end) {
          const answer = await upload(url, payload, from, token);
          outcomes.push(answer.outcome);
          if (answer.outcome === '429') await sleep(Math.min((answer.retryAfterS || 1) * 1000, Math.max(0, end - Date.now())));
        }
      };
      const flood = Promise.all(Array.from({ length: PLAYERS * LANES }, (_, i) => lane(i)));
      await sleep(FLOOD_MS / 2);
      const during = await call();
      await flood;
      await sleep(SETTLE_MS);
      const figures = stats.end();
      const counts = outcomes.reduce<Record<string, number>>((all, key) => ({ ...all, [key]: (all[key] ?? 0) + 1 }), {});
      const taken = outcomes.filter((outcome) => outcome === '200').length;
      return {
        scenario: '7b logged-in upload flood',
        sent: [
          `${PLAYERS} players (sessions registered at the sandbox), each from its own address (127.0.2.x) on ${LANES} connections`,
          `each connection ${uploadKyc.name} bodies of 6 MiB one after another for ${FLOOD_MS / 1000} s, waiting out each 429's Retry-After`,
          `1 player call from ${PLAYER_ADDRESS} in the middle`,
        ],
        measured: [
          `uploads answered: ${formatCounts(counts)} (200: taken by the sandbox, ${((taken * BODY_BYTES) / 1024 / 1024).toFixed(0)} MiB)`,
          `player call during the flood: ${'status' in during ? during.status : during.error}`,
          `"after" read ${SETTLE_MS / 1000} s after the flood`,
        ],
        ...figures,
        verdict: uploadSessionsVerdict({ taken, playerOk: succeeded(during), rssMb: figures.rssMb, edgeExit: edge.exitCode() }),
      };
    } finally {
      await edge.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
