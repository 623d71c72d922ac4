// The edge's AssetReader over the Workers static assets binding (`[assets]` in wrangler.toml). The
// binding is asked for exact file names, `.br` and `.gz` siblings included, so the files the
// build precompressed are served as they are, with the edge's own types, caching and SPA rules.
import type { AssetFile, AssetReader } from '../options';

/** The part of the assets binding the edge uses. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** Any origin: the binding looks only at the path. */
const ASSET_ORIGIN = 'https://assets.invalid/';

/** Reads built files from the assets binding; a missing file reads as null. */
export function assetsBindingReader(binding: AssetsBinding): AssetReader {
  return {
    async read(path: string): Promise<AssetFile | null> {
      // No Accept-Encoding: the binding answers the file's own bytes, never a re-encoded copy.
      const response = await binding.fetch(new Request(ASSET_ORIGIN + path.split('/').map(encodeURIComponent).join('/')));
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel();
        return null;
      }
      const etag = response.headers.get('etag') ?? undefined;
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      if (Number.isFinite(length)) return { body: response.body, size: length, etag };
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { body: bytes, size: bytes.byteLength, etag };
    },
  };
}
