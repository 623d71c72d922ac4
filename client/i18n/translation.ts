// The shape a catalog in another language must have: exactly the English catalog's keys (a missing
// or an extra key is a type error); tests/client/i18n/catalogs.test.ts checks the values.

/** A translation of the English catalog `English`: the same keys, each a string. */
export type Translation<English> = { readonly [Key in keyof English]: string };
