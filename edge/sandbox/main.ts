// Standalone sandbox: SANDBOX_PORT (default 8788), SANDBOX_DB (default .data/sandbox.db),
// SANDBOX_HOST (default 127.0.0.1). Dev endpoints are on unless SANDBOX_DEV=0.
import { startSandbox } from './start';

const port = Number(process.env.SANDBOX_PORT ?? 8788);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT is not a port: ${process.env.SANDBOX_PORT}`);

const sandbox = await startSandbox({
  port,
  host: process.env.SANDBOX_HOST ?? '127.0.0.1',
  dbPath: process.env.SANDBOX_DB ?? '.data/sandbox.db',
  dev: process.env.SANDBOX_DEV !== '0',
});
console.log(`[sandbox] operator API listening on ${sandbox.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
