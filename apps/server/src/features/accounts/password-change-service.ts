import type { Auth, SessionUser } from '../../plugins/auth';
import { validationFailed } from '../../http-errors';
import { passwordProblem } from '../../password-strength';
import { asWrongCurrentPassword } from './password-attempts';

export function createPasswordChangeService({ auth }: { auth: Auth }) {
  return {
    /**
     * Replaces the password once the current one is proven, and ends every session of the person:
     * Better Auth deletes them all and opens a new one for this device, whose cookie the returned
     * headers carry. Everywhere else, the next request is refused.
     */
    async change(
      user: SessionUser,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
      headers: Headers,
    ): Promise<Headers> {
      const problem = await passwordProblem(newPassword, [user.email, ...user.fullName.split(' ')]);
      if (problem) throw validationFailed({ newPassword: problem });
      try {
        const { headers: cookies } = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        return cookies;
      } catch (error) {
        throw asWrongCurrentPassword(error);
      }
    },
  };
}
