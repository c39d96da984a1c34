/** Postgres' unique_violation (SQLSTATE 23505), however deep the driver and drizzle have wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
