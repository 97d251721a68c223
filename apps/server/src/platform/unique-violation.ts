/** True when a database error is a unique-constraint violation (SQLSTATE 23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
}
