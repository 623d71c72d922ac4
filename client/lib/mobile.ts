// Philippine mobile numbers as players type them → the national number the operator stores.

/**
 * The national number without the trunk 0 or the +63 country code ("0917 123 4567",
 * "+63 917-123-4567" and "639171234567" all give "9171234567").
 */
export function normalizeMobile(input: string): string {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+63')) digits = digits.slice(3);
  // A bare 63 is the country code only when what follows is a full national number.
  else if (digits.startsWith('63') && digits.length > 10) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}
