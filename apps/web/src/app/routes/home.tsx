import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <title>TopGear Perform · Performance and HR management for growing teams</title>
      <meta
        name="description"
        content="TopGear Perform brings tasks, OKR-style goals, reviews, days off and team news together in one place."
      />
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center md:py-28">
        <p className="rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">
          Task, goal and performance management
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 md:text-6xl">
          Help every person do their best work
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          Plan tasks, set goals that matter, give feedback that lands and keep the whole team in the loop — from one
          dashboard your people will actually use.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.signUp} className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            Get started free
          </Link>
          <Link to={paths.schedule} className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
            SCHEDULE DEMO
          </Link>
        </div>
      </div>
    </section>
  );
}
