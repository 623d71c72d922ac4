// For code run from source by tsx (`npm run dev:sandbox`), which has no `define`: provides the
// global the builds write in (see client/build-defines.d.ts). Loaded with `tsx --import`.
import pkg from '../package.json' with { type: 'json' };

globalThis.__APP_VERSION__ = pkg.version;
