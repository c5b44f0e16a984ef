import type { AccountPicture } from '@topgear/shared/account-picture';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const removePicture = () => api<AccountPicture>('/account/picture', { method: 'DELETE' });

/** The caller shows initials again where the signed-in person is shown (the `['me']` query). */
export const useRemovePicture = () => useMutation({ mutationFn: removePicture });
