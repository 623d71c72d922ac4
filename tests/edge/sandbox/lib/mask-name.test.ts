import { describe, expect, it } from 'vitest';
import { maskName } from '../../../../edge/sandbox/lib/mask-name';

describe('maskName', () => {
  it('hides the middle, keeping a quarter of the name at each end', () => {
    expect(maskName('Maria')).toBe('M***a');
    expect(maskName('Juan1234')).toBe('Ju***34');
    expect(maskName('09171234567')).toBe('09***67');
  });

  it('keeps only the first character of a name of two, and shows nothing of an empty one', () => {
    expect(maskName('Al')).toBe('A***');
    expect(maskName('J')).toBe('J***');
    expect(maskName('  ')).toBe('***');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('Niño🙂ab')).toBe('N***b');
  });
});
