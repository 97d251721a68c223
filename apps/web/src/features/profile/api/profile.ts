import type { ProfileUpdate, User } from '@pustaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
};

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => api.get<User>('/profile', { signal }),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** onSaved receives the user as the server now has it, so the page can refresh the session copy. */
export function useUpdateProfile(onSaved?: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => api.put<User>('/profile', input),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.detail(), user);
      onSaved?.(user);
    },
  });
}

export type ImageKind = 'avatar' | 'cover';

const uploadPaths: Record<ImageKind, string> = {
  avatar: '/profile/upload-image',
  cover: '/profile/upload-cover',
};

/** Multipart upload with one `image` field; `progress` runs from 0 to 1 while it is sent. */
export function useUploadProfileImage(kind: ImageKind, onSaved?: (user: User) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append('image', file);
      const envelope = await apiUpload<User>(uploadPaths[kind], form, { onProgress: setProgress });
      return envelope.data;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.detail(), user);
      onSaved?.(user);
    },
  });
  return { ...mutation, progress };
}
