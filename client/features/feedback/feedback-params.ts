// The id of /feedback/record/{id}, checked by the route table (a bad id is the 404 page) without
// loading the page's chunk.

/** The feedback id of the path, or null when it is not a positive integer. */
export function feedbackIdOf(params: Record<string, string> | undefined): number | null {
  const raw = params?.id ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

