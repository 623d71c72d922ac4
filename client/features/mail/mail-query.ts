// The query of /email/detail, checked by the route table (a bad id is the 404 page) without
// loading the page's chunk.

/** The mail id of `?id=`, or null when it is not a positive integer. */
export function mailIdOf(query: Record<string, string> | undefined): number | null {
  const raw = query?.id ?? '';
  const id = Number(raw);
  return /^[1-9]\d{0,9}$/.test(raw) && Number.isSafeInteger(id) ? id : null;
}

