import { RequireAuth } from '@/app/require-auth';
import { RequireRole } from '@/app/require-role';
import { paths } from '@/config/paths';
import { ShareBlogForm } from '@/features/blogs/components/share-blog-form';
import { page } from '@/app/page';

/** The public address of 'Share a new Blog': administrators only, as in the dashboard. */
function Component() {
  return (
    <RequireAuth area={paths.addBlogs.path}>
      <RequireRole audience="admins">
        <div className="mx-auto max-w-2xl px-4 py-10">
          <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-brand-900">Share a new Blog</h1>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <ShareBlogForm />
          </div>
        </div>
      </RequireRole>
    </RequireAuth>
  );
}

export default page({
  inSitemap: false,
  checkAt: false,
  meta: { title: 'Share a new Blog · TopGear Perform', description: 'Share a blog post with TopGear Perform readers.' },
  Component,
});
