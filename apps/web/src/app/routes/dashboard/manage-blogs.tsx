import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { ManageBlogsGrid } from '@/features/blogs/components/manage-blogs-grid';
import { ShareBlogForm } from '@/features/blogs/components/share-blog-form';

export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Manage Blogs · TopGear Perform</title>
        <ScreenHeading title="Manage Blogs" />
        <TitledSection
          title="Share a new Blog"
          className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <ShareBlogForm />
        </TitledSection>
        <TitledSection title="Manage Our Shared Blogs">
          <ManageBlogsGrid />
        </TitledSection>
      </div>
    </RequireRole>
  );
}
