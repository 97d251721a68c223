import type { TFunction } from 'i18next';
import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import type { z } from 'zod';

/** Field-specific texts for issues the generic mapping cannot phrase well (name patterns, phone numbers). */
export type FieldMessages = Partial<Record<string, string>>;

/** Turns one zod issue into a sentence in the current language; the contract's own texts are Indonesian only. */
export function issueMessage(issue: z.core.$ZodIssue, t: TFunction, fieldMessage?: string): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('validation.required')
          : t('validation.minChars', { count: Number(issue.minimum) });
      }
      return fieldMessage ?? t('validation.invalid');
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.maxChars', { count: Number(issue.maximum) })
        : (fieldMessage ?? t('validation.invalid'));
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return fieldMessage ?? t('validation.url');
      return fieldMessage ?? t('validation.invalid');
    case 'invalid_type':
      return issue.input === undefined || issue.input === ''
        ? t('validation.required')
        : t('validation.invalid');
    default:
      return fieldMessage ?? t('validation.invalid');
  }
}

/** The first message per top-level field. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  t: TFunction,
  messages: FieldMessages = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_form');
    if (!errors[field]) errors[field] = issueMessage(issue, t, messages[field]);
  }
  return errors;
}

type Values = Record<string, unknown>;

/**
 * Controlled form state validated by a contract schema: errors show for a field once it was left (or the form
 * submitted) and then follow every keystroke.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Values>>(
  schema: S,
  initial: z.input<S>,
  t: TFunction,
  messages?: FieldMessages,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(
    () => (result.success ? {} : fieldErrors(result.error.issues, t, messages)),
    [result, t, messages],
  );

  function setValue<K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) {
    setValues((prev) => ({ ...prev, [name]: value }));
  }

  function errorFor(name: string): string | undefined {
    return touched[name] || submitted ? errors[name] : undefined;
  }

  /** Props for an InputField / TextareaField / SelectField bound to a string value. */
  function field(name: keyof z.input<S> & string) {
    const raw = (values as Values)[name];
    return {
      name,
      value: typeof raw === 'string' ? raw : raw == null ? '' : String(raw),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValues((prev) => ({ ...prev, [name]: event.target.value })),
      onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
      error: errorFor(name),
    };
  }

  function handleSubmit(onValid: (data: z.output<S>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (result.success) onValid(result.data);
    };
  }

  function reset(next: z.input<S> = initial) {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  }

  return { values, setValue, field, errors, errorFor, handleSubmit, reset, isValid: result.success };
}
