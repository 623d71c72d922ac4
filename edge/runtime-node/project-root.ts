import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `start` holding package.json (edge/ under tsx, dist/edge/ built). */
export function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}
