import type { Profile, ProfileUpdate } from '@topgear/shared/my-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export const updateProfile = (changes: ProfileUpdate) =>
  api<Profile>('/account/profile', { method: 'PATCH', body: changes });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
