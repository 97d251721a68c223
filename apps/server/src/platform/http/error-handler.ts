import { englishMessage } from '@pustaka/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, errorMessage, type Language, type Texts } from '#platform/errors.ts';
import { requestLanguage } from '#platform/messages.ts';
import { issueText, validationIssuesOf } from './validation.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** The error code this handler sent, for the operator's errors-by-code counter. */
    errorCode?: string;
  }
}

/** Fastify's and its plugins' own error codes, translated to ours. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_BAD_URL: 'NOT_FOUND',
  FST_ERR_MAX_PARAM_LENGTH: 'NOT_FOUND',
  FST_ERR_ASYNC_CONSTRAINT: 'NOT_FOUND',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function toAppError(error: FastifyError, language: Language): AppError | undefined {
  if (error instanceof AppError) return error;
  const issues = validationIssuesOf(error);
  if (issues) {
    const details = issues.map((issue) => ({
      field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issueText(issue, language),
    }));
    return new AppError('VALIDATION_ERROR', { details });
  }
  const mapped = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  // A client that hangs up mid-upload: the stream ends early (busboy says "unexpected end of multipart data").
  if (/premature close|aborted|unexpected end of (form|multipart data)/i.test(error.message))
    return new AppError('UPLOAD_INCOMPLETE');
  // busboy throws plain errors for a multipart content type it cannot split: no boundary, or one over 256 bytes.
  if (/^Multipart: Boundary not found$|^The needle cannot/.test(error.message)) {
    const message = error.message.startsWith('Multipart')
      ? { id: 'Batas (boundary) multipart tidak ada', en: 'The multipart boundary is missing' }
      : { id: 'Batas (boundary) multipart terlalu panjang', en: 'The multipart boundary is too long' };
    return new AppError('VALIDATION_ERROR', { details: [{ field: 'headers.content-type', message }] });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(STATUS_CODES[error.statusCode] ?? 'VALIDATION_ERROR');
  }
  return undefined;
}

/**
 * Details name fields with a message each: a `{ id, en }` pair is resolved to the caller's language, and a
 * contract text (declared `bilingual`) to its English twin when English was asked for.
 */
function localisedDetails(details: unknown, language: Language): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((detail) => {
    if (detail === null || typeof detail !== 'object' || !('message' in detail)) return detail;
    const { message } = detail as { message: unknown };
    if (isTextPair(message)) return { ...detail, message: message[language] };
    if (typeof message === 'string' && language === 'en') {
      return { ...detail, message: englishMessage(message) ?? message };
    }
    return detail;
  });
}

function isTextPair(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && 'id' in value && 'en' in value;
}

/** The one error handler: every failure leaves as the error envelope; 5xx never shows internals. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  const known = isResponseSerializationError(error) ? undefined : toAppError(error, language);
  if (known) {
    if (known.status === 429) {
      const { seconds, minutes } = known.params;
      if (seconds) reply.header('retry-after', Number(seconds));
      else if (minutes) reply.header('retry-after', Number(minutes) * 60);
    }
    reply.errorCode = known.code;
    return reply.code(known.status).send({
      success: false,
      error: errorMessage(known, language),
      code: known.code,
      ...(known.details !== undefined && { details: localisedDetails(known.details, language) }),
      request_id: request.id,
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  const internal = new AppError('INTERNAL');
  reply.errorCode = internal.code;
  return reply.code(500).send({
    success: false,
    error: errorMessage(internal, language),
    code: internal.code,
    request_id: request.id,
  });
}
