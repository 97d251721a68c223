import { englishMessage } from '@pustaka/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { Language, Texts } from '#platform/errors.ts';

/** Marks a validation failure made by this compiler, so the error handler can phrase it per language. */
const ZOD_ISSUE = Symbol('zod issue');

export type ValidationIssue = {
  [ZOD_ISSUE]: z.core.$ZodIssue;
  instancePath: string;
  message: string;
};

/**
 * Validates requests with their zod schemas, like fastify-type-provider-zod's compiler, but keeps each
 * issue whole (with the input it judged), so its message can be written in the caller's language later.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
      [ZOD_ISSUE]: issue,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
    }));
    return { error: issues as unknown as Error };
  };

function isValidationIssueList(value: unknown): value is ValidationIssue[] {
  return Array.isArray(value) && value.length > 0 && ZOD_ISSUE in (value[0] as object);
}

/** The issue list of a validation failure this compiler made, or undefined for any other error. */
export function validationIssuesOf(error: { validation?: unknown }): ValidationIssue[] | undefined {
  return isValidationIssueList(error.validation) ? error.validation : undefined;
}

const english = z.locales.en().localeError;

/** The issue's text in the caller's language: zod's own wording replaced by ours, the contract's translated. */
export function issueText(issue: ValidationIssue, language: Language): string {
  const raw = issue[ZOD_ISSUE];
  // With reportInput the issue carries its input, so zod's own English text can be made again to compare.
  const zodDefault = english(raw as Parameters<typeof english>[0]);
  const isZodDefault = (typeof zodDefault === 'string' ? zodDefault : zodDefault?.message) === raw.message;
  if (isZodDefault) return describeIssue(raw, language);
  if (language === 'en') return englishMessage(raw.message) ?? raw.message;
  return raw.message;
}

const TYPE_NAMES: Record<string, Texts> = {
  string: { id: 'teks', en: 'text' },
  number: { id: 'angka', en: 'a number' },
  int: { id: 'bilangan bulat', en: 'a whole number' },
  boolean: { id: 'benar/salah', en: 'true or false' },
  object: { id: 'objek', en: 'an object' },
  array: { id: 'daftar', en: 'a list' },
  date: { id: 'tanggal', en: 'a date' },
  bigint: { id: 'bilangan bulat', en: 'a whole number' },
};

const FORMAT_NAMES: Record<string, Texts> = {
  email: { id: 'alamat email', en: 'email address' },
  url: { id: 'alamat URL', en: 'URL' },
  uuid: { id: 'UUID', en: 'UUID' },
  datetime: { id: 'tanggal dan waktu ISO', en: 'ISO date and time' },
  date: { id: 'tanggal (yyyy-mm-dd)', en: 'date (yyyy-mm-dd)' },
  time: { id: 'waktu', en: 'time' },
  regex: { id: 'format', en: 'format' },
};

const UNITS: Record<string, Texts> = {
  string: { id: 'karakter', en: 'characters' },
  array: { id: 'item', en: 'items' },
  set: { id: 'item', en: 'items' },
  file: { id: 'byte', en: 'bytes' },
};

const number = (value: unknown, language: Language) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? value.toLocaleString(language === 'id' ? 'id-ID' : 'en-US')
    : String(value);

/** Our wording of zod's built-in checks, in both languages. */
function describeIssue(issue: z.core.$ZodIssue, language: Language): string {
  const id = language === 'id';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return id ? 'Wajib diisi' : 'Required';
      const name = TYPE_NAMES[issue.expected];
      const expected = name ? name[language] : issue.expected;
      return id ? `Harus berupa ${expected}` : `Must be ${expected}`;
    }
    case 'too_big': {
      const limit = number(issue.maximum, language);
      const unit = UNITS[issue.origin];
      if (unit) return id ? `Maksimal ${limit} ${unit.id}` : `At most ${limit} ${unit.en}`;
      if (issue.inclusive === false) return id ? `Harus kurang dari ${limit}` : `Must be less than ${limit}`;
      return id ? `Maksimal ${limit}` : `Must be at most ${limit}`;
    }
    case 'too_small': {
      const limit = number(issue.minimum, language);
      const unit = UNITS[issue.origin];
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return id ? 'Wajib diisi' : 'Required';
      if (unit) return id ? `Minimal ${limit} ${unit.id}` : `At least ${limit} ${unit.en}`;
      if (issue.inclusive === false) return id ? `Harus lebih dari ${limit}` : `Must be more than ${limit}`;
      return id ? `Minimal ${limit}` : `Must be at least ${limit}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((value) => String(value)).join(', ');
      return id ? `Harus salah satu dari: ${values}` : `Must be one of: ${values}`;
    }
    case 'invalid_format': {
      const name = FORMAT_NAMES[issue.format];
      const format = name ? name[language] : issue.format;
      return id ? `${capitalise(format)} tidak valid` : `Invalid ${format}`;
    }
    case 'not_multiple_of':
      return id
        ? `Harus kelipatan ${number(issue.divisor, language)}`
        : `Must be a multiple of ${number(issue.divisor, language)}`;
    case 'unrecognized_keys':
      return id
        ? `Kolom tidak dikenal: ${issue.keys.join(', ')}`
        : `Unknown fields: ${issue.keys.join(', ')}`;
    default:
      return id ? 'Nilai tidak valid' : 'Invalid value';
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
