import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';

describe('build defines', () => {
  it('__APP_VERSION__ is package.json version', () => {
    expect(__APP_VERSION__).toBe(pkg.version);
    expect(__APP_VERSION__).toMatch(/^\d+\.\d+\.\d+/);
  });
});
