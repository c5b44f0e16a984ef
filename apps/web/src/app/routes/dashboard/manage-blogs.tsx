import { useId } from 'react';
import { RequireRole } from '@/app/require-role';
import { ManageBlogsGrid } from '@/features/blogs/components/manage-blogs-grid';
import { ShareBlogForm } from '@/features/blogs/components/share-blog-form';

export function Component() {
  const formHeadingId = useId();
  const gridHeadingId = useId();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Manage Blogs · TopGear Perform</title>
        <h1 className="text-2xl font-bold text-brand-900">Manage Blogs</h1>
        <section
          aria-labelledby={formHeadingId}
          className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={formHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Share a new Blog
          </h2>
          <ShareBlogForm />
        </section>
        <section aria-labelledby={gridHeadingId}>
          <h2 id={gridHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Manage Our Shared Blogs
          </h2>
          <ManageBlogsGrid />
        </section>
      </div>
    </RequireRole>
  );
}
