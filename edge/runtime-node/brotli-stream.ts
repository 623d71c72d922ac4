// Node's brotli for JSON answers, at quality 5: the first level with brotli's context modelling.
// The 63 kB first-visit preLogin (the whole catalogue) goes out as 8.7 kB instead of quality 4's
// 9.6 kB for about half a millisecond more (1.9 against 1.4 ms); the slow levels cost tens of
// milliseconds a call for a few percent more (docs/measurements.md).
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress } from 'node:zlib';
import type { BrotliStream } from '../compress-json';

export const brotliStream: BrotliStream = () =>
  Duplex.toWeb(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })) as unknown as TransformStream<
    Uint8Array,
    Uint8Array
  >;
