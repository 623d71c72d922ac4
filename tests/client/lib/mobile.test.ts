// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeMobile } from '../../../client/lib/mobile';

describe('normalizeMobile', () => {
  it.each([
    ['9171234567', '9171234567'],
    ['09171234567', '9171234567'],
    ['+639171234567', '9171234567'],
    ['639171234567', '9171234567'],
    ['+63 917 123 4567', '9171234567'],
    ['0917-123-4567', '9171234567'],
    [' 917 123 4567 ', '9171234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });
});
