// One place that turns failures into answers: JSON `{code, msg}` for calls (the client's API
// layer reads `code`), a small HTML page for page requests.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_BASE, BEACON_PATH } from '../../contract/call-row';
import { UpstreamError } from '../upstream';

/** A JSON error the client's API layer understands. */
export function jsonError(status: ContentfulStatusCode, msg: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ code: status, msg }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** An HTTPException carrying a JSON error answer. */
export function jsonException(status: ContentfulStatusCode, msg: string, headers: Record<string, string> = {}): HTTPException {
  return new HTTPException(status, { message: msg, res: jsonError(status, msg, headers) });
}

/** Paths answered in JSON rather than HTML. */
export function isApiPath(path: string): boolean {
  return path === API_BASE || path.startsWith(`${API_BASE}/`) || path === BEACON_PATH;
}

const SERVER_ERROR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>Internal Server Error</title>
</head>
<body>
<h1>Internal Server Error</h1>
<p>Something went wrong on our side. Please try again in a moment.</p>
<p><a href="/">Back to home</a></p>
</body>
</html>
`;

/** The 500 page: self-contained, no script and no inline style (the CSP forbids both). */
export function serverErrorPage(): Response {
  return new Response(SERVER_ERROR_PAGE, {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function serverError(c: Context): Response {
  return isApiPath(c.req.path) ? jsonError(500, 'Internal Server Error') : serverErrorPage();
}

/** The app's `onError`: expected failures (HTTPException, upstream down) and the unexpected. */
export function errorHandler(logError: (error: unknown, c: Context) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof UpstreamError) {
      return error.failure === 'timeout' ? jsonError(504, 'The upstream did not answer in time') : jsonError(502, 'The upstream is unavailable');
    }
    logError(error, c);
    return serverError(c);
  };
}

/** The app's `notFound`: JSON for calls, plain text otherwise (never the shell). */
export const notFoundHandler: NotFoundHandler = (c) =>
  isApiPath(c.req.path) ? jsonError(404, 'Not Found') : c.text('Not Found', 404, { 'cache-control': 'no-store' });
