// @vitest-environment node
// The KYC form's rules: the age rule on the Manila calendar (21+), the details' messages, the
// checks a picked photo passes before it is read, and the downscale size.
import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, manilaToday } from '../../../../contract/kyc-fields';
import { checkPickedPhoto, fitWithin, MAX_PICK_BYTES } from '../../../../client/lib/photo';
import { EMPTY_DETAILS, validateDetails } from '../../../../client/features/kyc/kyc-rules';

// 2026-01-15 23:30 in Manila is still 2026-01-15 15:30 UTC.
const NOW = Date.UTC(2026, 0, 15, 15, 30);
const good = { ...EMPTY_DETAILS, fullName: 'Juan Dela Cruz', birthDate: '1990-05-17', address: '12 Mabini St, Malate, Manila', sourceOfFunds: 'employment' as const };

describe('age', () => {
  it('counts whole years on the Manila calendar', () => {
    expect(manilaToday(Date.UTC(2026, 0, 15, 16, 0))).toBe('2026-01-16');
    expect(ageOn('2005-01-15', '2026-01-15')).toBe(21);
    expect(ageOn('2005-01-16', '2026-01-15')).toBe(20);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1990-5-17')).toBe(false);
  });
});

describe('validateDetails', () => {
  it('passes complete details', () => {
    expect(validateDetails(good, NOW)).toEqual({});
  });

  it('refuses anyone under 21, a future date and a missing one', () => {
    expect(validateDetails({ ...good, birthDate: '2005-01-16' }, NOW)).toEqual({ birthDate: 'underAge' });
    expect(validateDetails({ ...good, birthDate: '2005-01-15' }, NOW)).toEqual({});
    expect(validateDetails({ ...good, birthDate: '2027-01-01' }, NOW)).toEqual({ birthDate: 'future' });
    expect(validateDetails({ ...good, birthDate: '' }, NOW)).toEqual({ birthDate: 'required' });
  });

  it('names every other problem', () => {
    expect(validateDetails({ ...EMPTY_DETAILS, nationality: '' }, NOW)).toEqual({
      fullName: 'required',
      birthDate: 'required',
      nationality: 'required',
      address: 'required',
      sourceOfFunds: 'required',
    });
    expect(validateDetails({ ...good, fullName: '<b>Juan</b>', nationality: 'PH1', address: 'Manila' }, NOW)).toEqual({ fullName: 'name', nationality: 'name', address: 'short' });
    expect(validateDetails({ ...good, fullName: "José Ma. O'Brien-Reyes" }, NOW)).toEqual({});
  });
});

describe('checkPickedPhoto', () => {
  it('takes the spec image extensions in any case, except SVG', () => {
    for (const name of ['id.png', 'ID.JPG', 'a.jpeg', 'b.gif', 'c.bmp', 'd.webp', 'e.tif', 'f.tiff']) expect(checkPickedPhoto({ name, size: 1000 })).toBeNull();
    for (const name of ['id.svg', 'id.html', 'id.png.exe', 'photo', 'id.heic']) expect(checkPickedPhoto({ name, size: 1000 })).toBe('type');
  });

  it('checks the size before anything is read', () => {
    expect(checkPickedPhoto({ name: 'id.jpg', size: 0 })).toBe('empty');
    expect(checkPickedPhoto({ name: 'id.jpg', size: MAX_PICK_BYTES })).toBeNull();
    expect(checkPickedPhoto({ name: 'id.jpg', size: MAX_PICK_BYTES + 1 })).toBe('size');
  });
});

describe('fitWithin', () => {
  it('shrinks the longest side to 1600 px and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
