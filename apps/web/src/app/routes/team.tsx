import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TeamGrid } from '@/features/team/components/team-grid';

/** Serves both /team and /team-members. */
export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <title>Our Team Members · TopGear Perform</title>
      <meta
        name="description"
        content="Meet the people in Dhaka who build TopGear Perform and help HR teams and managers get the best from their people."
      />
      <header className="mx-auto mb-12 max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Meet the team</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">Our Team Members</h1>
        <p className="mt-4 text-lg text-slate-600">
          We are a small team of HR specialists, engineers and designers who believe great work starts with clear goals
          and honest feedback.
        </p>
      </header>
      <TeamGrid />
      <p className="mt-12 text-center text-slate-600">
        Want to work with us or ask the team a question?{' '}
        <Link to={paths.contact} className="font-semibold text-brand-700 underline hover:text-brand-900">
          Get in touch
        </Link>
      </p>
    </div>
  );
}
