/**
 * Old and new processes share one schema during a rolling restart, so a migration may only add (decision
 * 050): a statement that drops, renames, retypes or newly requires a column breaks the old processes still
 * running. Such a statement is allowed only in a migration that says why with a `-- breaking: <reason>` line,
 * written once no process of the version that used the old shape remains.
 */

/** Migrations up to this number predate the rule and are not checked. */
export const LAST_GRANDFATHERED_MIGRATION = 36;

const BREAKING_MARKER = /^[ \t]*--[ \t]*breaking:[ \t]*\S/im;

const BREAKING_STATEMENTS: { pattern: RegExp; what: string }[] = [
  { pattern: /\bdrop\s+table\b/i, what: 'DROP TABLE' },
  { pattern: /\bdrop\s+column\b/i, what: 'DROP COLUMN' },
  { pattern: /\brename\b/i, what: 'RENAME' },
  { pattern: /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i, what: 'ALTER COLUMN ... TYPE' },
  { pattern: /\bset\s+not\s+null\b/i, what: 'SET NOT NULL' },
];

/** A column added NOT NULL without a DEFAULT: the old processes' inserts, which do not name it, fail. */
const REQUIRED_COLUMN_WITHOUT_DEFAULT = /\badd\s+column\b(?![^,]*\bdefault\b)[^,]*\bnot\s+null\b/i;

/** The statements of a migration as drizzle-kit writes them, without comments. */
function statementsOf(text: string): string[] {
  return text
    .replace(/--[^\n]*/g, ' ')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** What in one migration would break processes of the previous version, unless it carries the marker. */
export function breakingChanges(text: string): string[] {
  if (BREAKING_MARKER.test(text)) return [];
  const found: string[] = [];
  for (const statement of statementsOf(text)) {
    for (const { pattern, what } of BREAKING_STATEMENTS) {
      if (pattern.test(statement)) found.push(`${what}: ${statement}`);
    }
    if (REQUIRED_COLUMN_WITHOUT_DEFAULT.test(statement)) {
      found.push(`ADD COLUMN ... NOT NULL without DEFAULT: ${statement}`);
    }
  }
  return found;
}

/** The number a migration file starts with (`0037_x.sql` is 37); undefined for any other file. */
export function migrationNumber(fileName: string): number | undefined {
  const match = /^(\d{4})_.*\.sql$/.exec(fileName);
  return match ? Number(match[1]) : undefined;
}
