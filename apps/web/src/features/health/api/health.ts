import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkService, HEALTH_POLL_MS, HEALTH_TIMEOUT_MS } from '@/features/health/lib/health-check';
import { apiFetch } from '@/lib/api-client';

export type ServiceName = 'backend' | 'gateway';

const urls: Record<ServiceName, string> = {
  backend: '/health',
  gateway: '/pay/health',
};

export const healthKeys = {
  all: ['health'] as const,
  service: (name: ServiceName) => [...healthKeys.all, name] as const,
};

const fetcher = (url: string, timeoutMs: number) => apiFetch(url, { base: '', timeoutMs });

/** Polled every 60 s with a 10 s timeout; the result always resolves (offline is data, not an error). */
export function serviceHealthQueryOptions(name: ServiceName) {
  return queryOptions({
    queryKey: healthKeys.service(name),
    queryFn: () => checkService(fetcher, urls[name], HEALTH_TIMEOUT_MS),
    refetchInterval: HEALTH_POLL_MS,
    staleTime: HEALTH_POLL_MS,
  });
}

export function useServiceHealth(name: ServiceName) {
  return useQuery(serviceHealthQueryOptions(name));
}

/** The backend's environment label ("development", "production" ...), or null while unknown. */
export function useEnvironment(): string | null {
  const query = useServiceHealth('backend');
  return query.data?.environment ?? null;
}
