// Requests Node's HTTP parser refuses before the app sees them (malformed head, head too large,
// head too slow) get the same JSON error body as the app's answers, instead of Node's bodyless
// default.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const STATUS_BY_CODE: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request was not sent in time'],
  HPE_HEADER_OVERFLOW: [431, 'The request head is too large'],
};

/** Installs the JSON 'clientError' answer on `server`. */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or a half-closed socket has nobody to read an answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, msg] = STATUS_BY_CODE[error.code ?? ''] ?? [400, 'The request is malformed'];
    const body = JSON.stringify({ code: status, msg });
    socket.end(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
