/** Spec section 9. */
export const HEALTH_TIMEOUT_MS = 10_000;
export const HEALTH_POLL_MS = 60_000;

export interface ServiceHealth {
  online: boolean;
  /** The environment the service reports, or "unavailable" (non-OK answer) or "error" (no answer). */
  environment: string;
  /** Reported status ("ok", "degraded") when the service answered. */
  status: string | null;
  responseTimeMs: number;
  checkedAt: number;
  httpStatus: number | null;
  body: Record<string, unknown> | null;
}

type Fetcher = (url: string, timeoutMs: number) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** One probe: times the call, reads `environment`, and never throws. */
export async function checkService(
  fetcher: Fetcher,
  url: string,
  timeoutMs = HEALTH_TIMEOUT_MS,
  clock: () => number = () => performance.now(),
): Promise<ServiceHealth> {
  const started = clock();
  const elapsed = () => Math.max(0, Math.round(clock() - started));
  try {
    const response = await fetcher(url, timeoutMs);
    if (!response.ok) {
      return {
        online: false,
        environment: 'unavailable',
        status: null,
        responseTimeMs: elapsed(),
        checkedAt: Date.now(),
        httpStatus: response.status,
        body: null,
      };
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return {
      online: true,
      environment: typeof body?.environment === 'string' ? body.environment : 'unknown',
      status: typeof body?.status === 'string' ? body.status : null,
      responseTimeMs: elapsed(),
      checkedAt: Date.now(),
      httpStatus: response.status,
      body,
    };
  } catch {
    return {
      online: false,
      environment: 'error',
      status: null,
      responseTimeMs: elapsed(),
      checkedAt: Date.now(),
      httpStatus: null,
      body: null,
    };
  }
}
