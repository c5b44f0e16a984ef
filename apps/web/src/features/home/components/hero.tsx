import { Link } from 'react-router';
import heroIllustration from '@/assets/home/hero.svg';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">
            Task, goal and performance management
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 md:text-6xl">
            Help every person do their best work
          </h1>
          <p className="max-w-xl text-lg text-slate-600">
            Plan tasks, set goals that matter, give feedback that lands and keep the whole team in the loop — from one
            dashboard your people will actually use.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.signUp.getHref()} className={buttonClasses('primary', 'px-6 py-3 text-base')}>
              Get started free
            </Link>
            <Link to={paths.schedule.getHref()} className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
              SCHEDULE DEMO
            </Link>
          </div>
        </div>
        <img
          src={heroIllustration}
          alt="The TopGear Perform dashboard with a task board, goal progress and a team chart"
          width={640}
          height={480}
          fetchPriority="high"
          className="w-full"
        />
      </div>
    </section>
  );
}
