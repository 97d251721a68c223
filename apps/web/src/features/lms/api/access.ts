import type { LmsInvite, LmsInviteUpdate, LmsParticipant } from '@pustaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainerKeys } from './trainer';

/**
 * What a trainer takes back or changes about who gets in: a join link's limits, a revoked link, a learner
 * removed (with or without their certificate), a certificate revoked.
 */

const BASE = '/publisher/lms/courses';

function useInvitesChanged(courseId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trainerKeys.invites(courseId) });
}

function useParticipantsChanged(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({ queryKey: [...trainerKeys.all, 'participants', courseId] });
}

export function useRevokeInvite(courseId: number) {
  const changed = useInvitesChanged(courseId);
  return useMutation({
    mutationFn: (inviteId: number) => api.put<LmsInvite>(`${BASE}/${courseId}/invites/${inviteId}/revoke`),
    onSuccess: changed,
  });
}

/** New limits: a field left out keeps its limit, null lifts it. */
export function useLimitInvite(courseId: number) {
  const changed = useInvitesChanged(courseId);
  return useMutation({
    mutationFn: ({ inviteId, limits }: { inviteId: number; limits: LmsInviteUpdate }) =>
      api.put<LmsInvite>(`${BASE}/${courseId}/invites/${inviteId}`, limits),
    onSuccess: changed,
  });
}

export function useRevokeCertificate(courseId: number) {
  const changed = useParticipantsChanged(courseId);
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      api.post<NonNullable<LmsParticipant['certificate']>>(
        `${BASE}/${courseId}/participants/${userId}/certificate/revoke`,
        { reason },
      ),
    onSuccess: changed,
  });
}

/** Removes a learner; `revokeCertificate` takes their certificate back in the same step. */
export function useRemoveParticipant(courseId: number) {
  const changed = useParticipantsChanged(courseId);
  return useMutation({
    mutationFn: ({
      userId,
      revokeCertificate,
      reason,
    }: {
      userId: number;
      revokeCertificate: boolean;
      reason?: string;
    }) =>
      api.put(`${BASE}/${courseId}/participants/${userId}/remove`, undefined, {
        query: revokeCertificate ? { revoke_certificate: 'true', ...(reason ? { reason } : {}) } : undefined,
      }),
    onSuccess: changed,
  });
}
