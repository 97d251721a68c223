import type { Plan, PlanInput } from '@pustaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscriptions';

export const adminPlanKeys = {
  all: ['admin', 'plans'] as const,
};

/** Every plan, archived ones too. */
export function useAdminPlans() {
  return useQuery({
    queryKey: adminPlanKeys.all,
    queryFn: ({ signal }) => api.get<Plan[]>('/admin/plans', { signal }),
  });
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminPlanKeys.all });
    // The public cards and the feature guard read the plans too.
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() });
  };
}

export function useCreatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: PlanInput) => api.post<Plan>('/admin/plans', input),
    onSuccess: refresh,
  });
}

export function useUpdatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<PlanInput> }) =>
      api.put<Plan>(`/admin/plans/${id}`, input),
    onSuccess: refresh,
  });
}

/** Archives the plan: it leaves the public list; subscribers keep it until their end date. */
export function useArchivePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (id: number) => api.delete<Plan>(`/admin/plans/${id}`),
    onSuccess: refresh,
  });
}
