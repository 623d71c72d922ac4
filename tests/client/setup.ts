// Runs around every client test file.
import { configure } from '@testing-library/preact';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach } from 'vitest';
import { setDeviceFacts } from '../../client/api/http';
import { clientReferrer, platform, requestTimeoutMs } from '../../client/lib/device';
import { $online } from '../../client/stores/connection';
import { addCatalogs, type CatalogDef } from '../../client/stores/locale';
import { resetAfterFile } from './shared-worker';

// Files share their worker (vite.config.ts): what this file leaves behind is put back after it.
resetAfterFile();

// findBy and waitFor give up after 5 s instead of 1 s: lazy modals and pages load through dynamic
// imports, which take more than a second on this 2-core machine while other work runs beside the
// tests. A behaviour that never comes still fails; one that comes late no longer does.
configure({ asyncUtilTimeout: 5_000 });

// What start.tsx hands the transport at start-up.
setDeviceFacts({ platform, clientReferrer, requestTimeoutMs });

// What the pages' loaders add before a page renders (widgets/lazy-page.ts): tests render components
// directly, so every catalog is added up front. Catalogs live in `*-catalog.ts` files.
const catalogModules = import.meta.glob<Record<string, CatalogDef>>('../../client/**/*-catalog.ts', { eager: true });
void addCatalogs(Object.values(catalogModules).flatMap((module) => Object.values(module)));

// Start-up caches are written one task later (lib/storage.ts writeJsonSoon). Let any such write
// land before the next test clears storage, so it cannot turn up in that test's storage instead.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

// The connection store takes its window listeners off 1 s after its last subscriber leaves
// (nanostores' unmount delay). In a file that ends sooner that timer fired after happy-dom's window
// was gone (`removeEventListener is not defined`, once in CI): take them off now.
afterAll(() => cleanStores($online));
