// Runs around every client test file.
import { afterEach } from 'vitest';
import { setDeviceFacts } from '../../client/api/http';
import { clientReferrer, platform, requestTimeoutMs } from '../../client/lib/device';

// What start.tsx hands the transport at start-up.
setDeviceFacts({ platform, clientReferrer, requestTimeoutMs });

// Start-up caches are written one task later (lib/storage.ts writeJsonSoon). Let any such write
// land before the next test clears storage, so it cannot turn up in that test's storage instead.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
