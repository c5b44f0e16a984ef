import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { page } from '@/app/page';

function Component() {
  return (
    <div className="flex flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <p aria-hidden="true" className="text-8xl font-black text-brand-400">
        404
      </p>
      <h1 className="text-3xl font-bold text-brand-900">Oppps!! 404 PAGE NOT FOUND</h1>
      <p className="max-w-md text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
        BACK TO HOME
      </Link>
    </div>
  );
}

export default page({
  inSitemap: false,
  islands: true,
  checkAt: '/no-such-page',
  meta: {
    title: 'Page not found · TopGear Perform',
    description: 'The page you are looking for does not exist or has moved.',
  },
  Component,
});
