/** True when a database error is a unique-constraint violation (SQLSTATE 23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** True when a database error is a foreign-key violation (SQLSTATE 23503), from either driver. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}

function sqlStateOf(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}
