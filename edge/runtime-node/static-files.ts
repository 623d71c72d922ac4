// The edge's AssetReader over a directory (dist/client), for the Node entry.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { AssetFile, AssetReader } from '../options';

/** Files up to this size are read whole (one syscall pair); larger ones stream. */
const READ_WHOLE_BYTES = 256 * 1024;

/** Reads built files under `root`; paths that leave it, or are not regular files, read as null. */
export function createStaticFiles(root: string): AssetReader {
  const base = resolve(root);
  return {
    async read(path: string): Promise<AssetFile | null> {
      const full = resolve(base, path);
      if (!full.startsWith(base + sep)) return null;
      try {
        const info = await stat(full);
        if (!info.isFile()) return null;
        const body =
          info.size <= READ_WHOLE_BYTES
            ? new Uint8Array(await readFile(full))
            : (Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>);
        return { body, size: info.size, mtime: info.mtimeMs };
      } catch {
        return null;
      }
    },
  };
}
