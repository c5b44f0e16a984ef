import { BackLink } from '@/components/ui/back-link';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { TemplatesScreen } from '@/features/meetings/components/templates-screen';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <title>Meeting templates · TopGear Perform</title>
      <BackLink to={paths.dashboard.meetings.getHref()}>Back to 1:1s</BackLink>
      <ScreenHeading title="Meeting templates">
        Starter talking points for a meeting&apos;s agenda.
        {me.isAdmin && ' Company templates are offered to everyone.'}
      </ScreenHeading>
      <TemplatesScreen isAdmin={me.isAdmin} />
    </div>
  );
}
