// The Node request listener around the app's: what only the HTTP server can see or do. It gives
// every request an id (sent upstream as x-request-id), refuses two Host headers, answers an
// over-limit `Expect: 100-continue` with 413 before any body is sent, holds request bodies to an
// idle timeout, marks answers `Connection: close` while draining, and logs one JSON line each
// (but for requests a limit refused: edge/refusal-log.ts counts those).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { answerNamesRequest, logPath, requestLine, runInRequest, type RequestRecord } from './request-log';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface NodeListenerOptions {
  /** The app's listener (@hono/node-server's getRequestListener). */
  app: Listener;
  /** Largest body the edge would take on this path; a larger declared length is refused at once. */
  bodyCeiling: (path: string) => number;
  /** Longest pause while a request body arrives before the socket is closed. */
  bodyIdleMs: number;
  /**
   * Upload bodies (paths whose ceiling is over `DRIP_FREE_BYTES`) must bring at least `minBytes`
   * every `idleMs` (UPLOAD_BODY_PACE), or are answered 408 and cut, so a slow drip that never
   * pauses long cannot hold its share of the body budget for the whole request timeout.
   */
  upload?: { idleMs: number; minBytes: number };
  log: (line: string) => void;
  now?: () => number;
  newId?: () => string;
}

export interface NodeListener {
  /** The server's 'request' listener. */
  request: (req: IncomingMessage, res: ServerResponse) => void;
  /** The server's 'checkContinue' listener. */
  checkContinue: (req: IncomingMessage, res: ServerResponse) => void;
  /** From now on every answer closes its connection; answers already under way too. */
  drain(): void;
  /** True while a request on `socket` is being answered. */
  busy(socket: Socket): boolean;
  /** Requests received on `socket` so far. */
  served(socket: Socket): number;
}

function jsonAnswer(res: ServerResponse, status: number, msg: string): void {
  const body = JSON.stringify({ code: status, msg });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // The request was not read to its end; the connection cannot carry another one.
    connection: 'close',
  });
  res.end(body);
}

/** Bodies up to this size (every JSON call, the beacon) are left to the plain idle timeout. */
const DRIP_FREE_BYTES = 64 * 1024;

/**
 * Cuts an upload whose body arrives slower than `minBytes` per `idleMs` window (while the edge
 * reads it: a window in which the edge held the body back, or its event loop stalled, does not
 * count): a 408 JSON answer
 * (when none has started) that names the pace, then the socket is closed, so the body's reader
 * fails and its share of the body budget and its upload slot come back at once. Reads the
 * socket's own byte count, so it never touches the body stream.
 */
function cutSlowDrip(req: IncomingMessage, res: ServerResponse, socket: Socket, upload: { idleMs: number; minBytes: number }): () => void {
  let seen = socket.bytesRead;
  // Whether the edge held the body back at any time in this window: a look at the window's end
  // alone missed a window held back all along but for the moment the upstream took a chunk (the
  // stream resumes, then pauses again), and cut a fast client with a 408 on a busy machine.
  let held = req.isPaused();
  const onPause = () => {
    held = true;
  };
  req.on('pause', onPause);
  const stop = () => {
    clearInterval(timer);
    req.off('pause', onPause);
  };
  let checked = performance.now();
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return stop();
    const read = socket.bytesRead;
    // A check that comes late found the edge's own event loop stalled (a long task, a collection):
    // the timers run before the socket's waiting bytes are read, so that window says nothing of
    // the client's pace.
    const now = performance.now();
    const late = now - checked > upload.idleMs * 1.5;
    checked = now;
    // The edge itself holds the body back (an upload streams as its upstream reads, and that
    // upstream is slow): not the client's pace, and the upstream's deadline covers it.
    if (read - seen < upload.minBytes && (held || late || req.isPaused())) {
      seen = read;
      held = req.isPaused();
      return;
    }
    if (read - seen < upload.minBytes) {
      stop();
      if (res.headersSent) {
        req.destroy(new Error('The upload body was slower than UPLOAD_BODY_PACE'));
        socket.destroy();
        return;
      }
      const perSecond = Math.round((upload.minBytes * 1000) / upload.idleMs);
      jsonAnswer(res, 408, `The upload was too slow (under ${perSecond} bytes a second); please try again on a better connection`);
      // The app is still running and answers its failed read later: that answer has no place left.
      res.writeHead = (() => res) as unknown as typeof res.writeHead;
      res.end = (() => res) as unknown as typeof res.end;
      // The answer is flushed first; then the body stream fails (a closed socket alone leaves the
      // app's read of it waiting, holding its budget and slot), and the connection ends.
      const cut = () => {
        req.destroy(new Error('The upload body was slower than UPLOAD_BODY_PACE'));
        socket.destroy();
      };
      res.once('finish', cut);
      setTimeout(cut, 1000).unref();
      return;
    }
    seen = read;
    held = req.isPaused();
  }, upload.idleMs);
  timer.unref();
  return stop;
}

/** How long a refused body may go on arriving after its answer, read and dropped, before the socket closes. */
export const LINGER_MS = 2_000;

/**
 * A lingering close (as Apache's and nginx's): when an answer that closes the connection (a 401
 * before the body, a 413) is sent while the client is still sending, Node would close the socket
 * at once, and the client's kernel, meeting the reset, drops the answer it had not read yet: the
 * client sees a broken connection instead of its 401 (about 1 in 250 in `npm run attack -- 7`).
 * Instead the edge ends its side, reads and drops what still comes for at most LINGER_MS, then
 * closes. Nothing is kept: the bytes are discarded as they arrive.
 */
const requestOnSocket = new WeakMap<Socket, IncomingMessage>();

function lingerOnClose(req: IncomingMessage, socket: Socket): void {
  requestOnSocket.set(socket, req);
  const own = socket as Socket & { destroySoon?: () => void };
  const destroySoon = own.destroySoon;
  if (typeof destroySoon !== 'function' || Object.hasOwn(own, 'destroySoon')) return;
  own.destroySoon = function lingeringDestroySoon(this: Socket) {
    if (requestOnSocket.get(this)?.complete !== false || this.destroyed || !this.readable) return destroySoon.call(this);
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.resume();
  };
}

const hostHeaders = (raw: string[]): number => raw.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;

/** Builds the listener pair; install with server.on('request' / 'checkContinue'). */
export function createNodeListener(options: NodeListenerOptions): NodeListener {
  const now = options.now ?? (() => performance.now());
  const newId = options.newId ?? randomUUID;
  const inFlight = new Set<ServerResponse>();
  const busySockets = new Map<Socket, number>();
  const servedBySocket = new WeakMap<Socket, number>();
  let draining = false;

  const handle = (req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): void => {
    const start = now();
    const id = newId();
    const path = logPath(req.url);
    const method = req.method ?? 'GET';
    const socket = req.socket;
    const record: RequestRecord = {
      id,
      // The client went away: its request was cut short, or its answer could not be written.
      clientGone: () => (req.destroyed && !req.complete) || (res.destroyed && !res.writableFinished) || socket.destroyed,
    };

    inFlight.add(res);
    lingerOnClose(req, socket);
    servedBySocket.set(socket, (servedBySocket.get(socket) ?? 0) + 1);
    busySockets.set(socket, (busySockets.get(socket) ?? 0) + 1);
    res.once('close', () => {
      inFlight.delete(res);
      const left = (busySockets.get(socket) ?? 1) - 1;
      if (left > 0) busySockets.set(socket, left);
      else busySockets.delete(socket);
      const finished = res.writableFinished;
      // Counted by the refusal log instead (one line per client and interval).
      if (record.refused && finished) return;
      options.log(
        requestLine({
          event: finished ? 'request' : 'aborted',
          id,
          method,
          path,
          status: finished ? res.statusCode : undefined,
          ms: now() - start,
          upstreamMs: record.upstreamMs,
        }),
      );
    });

    // Replaces any client-sent id: ours is what the upstream and our log lines share.
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    if (!answerNamesRequest(path, 200)) dropIdUnderStatus(res, 400);
    if (draining) res.setHeader('connection', 'close');

    // Node keeps the first Host and drops the rest; two Hosts mean a confused or hostile client.
    if (hostHeaders(req.rawHeaders) > 1) return jsonAnswer(res, 400, 'More than one Host header');

    if (expectsContinue) {
      const declared = req.headers['content-length'];
      if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > options.bodyCeiling(path)) {
        return jsonAnswer(res, 413, `The body is larger than ${options.bodyCeiling(path)} bytes`);
      }
      res.writeContinue();
    }

    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) {
      const upload = options.upload && options.bodyCeiling(path) > DRIP_FREE_BYTES ? options.upload : undefined;
      // An idle timer on the socket while the body arrives (no 'timeout' listener: Node destroys the
      // socket); cleared once the body is in, so a slow upstream answer is not cut by it.
      // An upload's stall is the pace check's to answer (408), unless the plain idle timeout is shorter.
      socket.setTimeout(upload ? Math.max(options.bodyIdleMs, 2 * upload.idleMs) : options.bodyIdleMs);
      const stopDripCheck = upload ? cutSlowDrip(req, res, socket, upload) : () => undefined;
      req.once('end', () => {
        stopDripCheck();
        if (!res.writableEnded) socket.setTimeout(0);
      });
      res.once('close', stopDripCheck);
    }
    runInRequest(record, () => options.app(req, res));
  };

  return {
    request: (req, res) => handle(req, res, false),
    checkContinue: (req, res) => handle(req, res, true),
    drain() {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    },
    busy: (socket) => busySockets.has(socket),
    served: (socket) => servedBySocket.get(socket) ?? 0,
  };
}

/** Leaves x-request-id off the answer when its status is under `status` (log-lines.ts, answerNamesRequest). */
function dropIdUnderStatus(res: ServerResponse, status: number): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    if (code < status) res.removeHeader('x-request-id');
    return writeHead(code, ...rest);
  }) as typeof res.writeHead;
}
