import { createHash, timingSafeEqual } from 'node:crypto';
import { ProviderUnavailableError } from './payment-provider.ts';

export type ProviderHttpOptions = {
  /** How long one call to the provider may take, body included, before it counts as unavailable. */
  timeoutMs?: number;
};

/** Long enough for a slow gateway answer, short enough that a checkout does not hang on a dead one. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export type ProviderHttpClient = {
  /** The provider's name as it reads in error messages ("Midtrans", "Xendit"). */
  provider: string;
  /** Sent as HTTP Basic user name with an empty password, the way both gateways take their keys. */
  secretKey: string;
  fetchImpl: typeof fetch;
  timeoutMs: number;
};

export type ProviderResponse = { status: number; body: unknown };

/**
 * One JSON call to a payment gateway: authenticated, bounded by the timeout (body included), and
 * answered with the status and the parsed body. Only a call that gets no answer throws
 * (ProviderUnavailableError); what an error status means is for the caller to decide.
 */
export async function callProvider(
  client: ProviderHttpClient,
  url: string,
  init: RequestInit,
): Promise<ProviderResponse> {
  const authorization = `Basic ${Buffer.from(`${client.secretKey}:`).toString('base64')}`;
  try {
    const response = await client.fetchImpl(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>), authorization },
      signal: AbortSignal.timeout(client.timeoutMs),
    });
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // a proxy's HTML error page stays text, for the message
    }
    return { status: response.status, body };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderUnavailableError(`${client.provider} could not be reached: ${reason}`, {
      cause: error,
    });
  }
}

/** Compares a secret a caller sent with the one configured, in time that says nothing about either. */
export function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, which timingSafeEqual needs.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-empty string from a gateway's JSON, or undefined for anything else. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;
