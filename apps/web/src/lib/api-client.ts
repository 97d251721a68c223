import { currentLanguage, i18n } from '@/i18n';

// These mirror API_BASE / CSRF_HEADER / CSRF_VALUE in @pustaka/contract. The shell imports types only from
// the contract, so the schema library stays out of the first-load bundle.
export const API_BASE = '/api/v2';
const CSRF_HEADER = 'X-CSRF-Token';
const CSRF_VALUE = 'pustaka';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Uploads with progress and file downloads are in api-files.ts, which only the pages that transfer files load.

/** Every failed call surfaces as this: the HTTP status, the server's machine code and its localised text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** The server's id of the failed request: the reference a user quotes to support. */
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string, details?: unknown, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The success envelope. Login and register also carry `token` and `user` at the top level. */
export interface ApiEnvelope<T> {
  success: true;
  data: T;
  message?: string;
  token?: string;
  user?: unknown;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value, or FormData for multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Prefix for the path; '' for endpoints outside the API (health checks). */
  base?: string;
  headers?: Record<string, string>;
  /** Error text when the failure body carries neither `error` nor `message`. */
  fallbackError?: string;
}

interface ClientHooks {
  getToken: () => string | null;
  /** A 401 that means the session is gone. */
  onUnauthorized: () => void;
  /** 403 EMAIL_NOT_VERIFIED: the route needs a verified address. */
  onEmailNotVerified: () => void;
  /** 403 FEATURE_REQUIRED: the current plan lacks a feature. */
  onFeatureRequired: (feature: string | undefined) => void;
}

const hooks: ClientHooks = {
  getToken: () => null,
  onUnauthorized: () => undefined,
  onEmailNotVerified: () => undefined,
  onFeatureRequired: () => undefined,
};

/** The app wires session and navigation in once at start; this module knows nothing about either. */
export function configureApiClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

const AUTH_PAGES = ['/login', '/register', '/verify-email'];

/** Spec section 8: which 401 responses end the session. */
export function shouldLogoutOn401(path: string, code: string, pathname: string): boolean {
  if (code.toLowerCase() === 'google_auth_required') return false;
  if (path.startsWith('/auth/')) return false;
  if (path.startsWith('/ai-slides/google/') || path.startsWith('/ai-slides/export-gslides')) return false;
  return !AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

export function buildUrl(path: string, query?: Record<string, QueryValue>, base = API_BASE): string {
  let url = `${base}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

export function buildHeaders(method: string, extra?: Record<string, string>, json = false): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', headers.get('Accept') ?? 'application/json');
  headers.set('Accept-Language', currentLanguage());
  const token = hooks.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (MUTATING.has(method)) headers.set(CSRF_HEADER, CSRF_VALUE);
  if (json) headers.set('Content-Type', 'application/json');
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns a parsed body and status into an ApiError, with the fallbacks of spec section 5. */
export function errorFromBody(status: number, body: unknown, fallback?: string): ApiError {
  const record = isRecord(body) ? body : {};
  const text =
    (typeof record.error === 'string' && record.error) ||
    (typeof record.message === 'string' && record.message) ||
    fallback ||
    i18n.t('errors.generic', { status });
  const code = typeof record.code === 'string' ? record.code : `HTTP_${status}`;
  const requestId = typeof record.request_id === 'string' ? record.request_id : undefined;
  return new ApiError(status, code, text, record.details, requestId);
}

export function reactToFailure(path: string, error: ApiError): void {
  if (error.status === 401 && shouldLogoutOn401(path, error.code, window.location.pathname)) {
    hooks.onUnauthorized();
  } else if (error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED') {
    hooks.onEmailNotVerified();
  } else if (error.status === 403 && error.code === 'FEATURE_REQUIRED') {
    const details = isRecord(error.details) ? error.details : {};
    hooks.onFeatureRequired(typeof details.feature === 'string' ? details.feature : undefined);
  }
}

export function parseEnvelope<T>(
  path: string,
  status: number,
  body: unknown,
  fallback?: string,
): ApiEnvelope<T> {
  if (status >= 200 && status < 300 && isRecord(body) && body.success !== false) {
    return body as unknown as ApiEnvelope<T>;
  }
  const error = errorFromBody(status, body, fallback);
  reactToFailure(path, error);
  throw error;
}

export function networkError(cause: unknown): ApiError {
  if (cause instanceof DOMException && cause.name === 'TimeoutError') {
    return new ApiError(0, 'TIMEOUT', i18n.t('errors.timeout'));
  }
  if (cause instanceof DOMException && cause.name === 'AbortError') {
    return new ApiError(0, 'ABORTED', i18n.t('errors.aborted'));
  }
  return new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
}

function combineSignals(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): AbortSignal | undefined {
  const signals: AbortSignal[] = [];
  if (signal) signals.push(signal);
  // A timeout aborts with a TimeoutError, which tells a slow server apart from a cancelled query.
  if (timeoutMs) signals.push(AbortSignal.timeout(timeoutMs));
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}

/**
 * Sends a request and returns the raw Response; used for non-envelope endpoints (health checks, file downloads).
 * Network failures and timeouts still throw an ApiError.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const hasJson = options.body !== undefined && !isForm;
  const headers = buildHeaders(method, options.headers, hasJson);
  const signal = combineSignals(options.signal, options.timeoutMs);
  try {
    return await fetch(buildUrl(path, options.query, options.base), {
      method,
      headers,
      body: isForm ? (options.body as FormData) : hasJson ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.reason instanceof DOMException) throw networkError(signal.reason);
    throw networkError(cause);
  }
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { error: response.statusText || text.slice(0, 200) };
  }
}

/** Sends a request to the API and returns the whole success envelope, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const response = await apiFetch(path, options);
  const body = await readBody(response);
  return parseEnvelope<T>(path, response.status, body, options.fallbackError);
}

/** Same as apiRequest but resolves to `data`. */
async function requestData<T>(path: string, options: RequestOptions): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  return envelope.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'DELETE' }),
};
