import { PageHeader } from '@/components/ui/page-header';
import { CourseList, courseListQueryOptions } from '@/features/courses/components/course-list';
import { useMe } from '@/features/users/api/get-me';
import { page } from '@/app/page';

function Component() {
  const { data: me } = useMe();

  return (
    <>
      <PageHeader eyebrow="Learn with us" title="welcome to our free course">
        <p className="max-w-2xl text-lg text-slate-600">
          Short courses from our team on the skills that make managers and teams better, free for everyone.
        </p>
      </PageHeader>
      <section aria-label="Courses" className="mx-auto max-w-7xl px-4 pb-16">
        <CourseList canDelete={Boolean(me && (me.isAdmin || me.isManager))} />
      </section>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Free courses · TopGear Perform',
    description: 'Free short courses on OKRs, feedback, time management, remote leadership and people analytics.',
  },
  loadData: ({ queryClient, request }) => queryClient.prefetchInfiniteQuery(courseListQueryOptions(request.url)),
  Component,
});
