import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { SingleSignOnSettings } from '@/features/accounts/components/single-sign-on-settings';

export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <title>Single Sign-On · TopGear Perform</title>
        <ScreenHeading title="Single Sign-On">
          Let people sign in with the company&apos;s identity provider (OpenID Connect).
        </ScreenHeading>
        <SingleSignOnSettings />
      </div>
    </RequireRole>
  );
}
