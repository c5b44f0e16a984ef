import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { TeamGrid } from '@/features/team/components/team-grid';
import { page } from '@/app/page';

function Component() {
  return (
    <>
      <PageHeader eyebrow="Meet the team" title="Our Team Members">
        <p className="max-w-2xl text-lg text-slate-600">
          We are a small team of HR specialists, engineers and designers who believe great work starts with clear goals
          and honest feedback.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-12 md:pb-16">
        <TeamGrid />
        <p className="mt-12 text-center text-slate-600">
          Want to work with us or ask the team a question?{' '}
          <Link to={paths.contact.getHref()} className="font-semibold text-brand-700 underline hover:text-brand-900">
            Get in touch
          </Link>
        </p>
      </div>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    canonicalPath: paths.team.getHref(),
    title: 'Our Team Members · TopGear Perform',
    description:
      'Meet the people in Dhaka who build TopGear Perform and help HR teams and managers get the best from their people.',
  },
  Component,
});
