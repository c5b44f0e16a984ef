import type { Course } from '@topgear/shared/courses';
import ExternalLink from 'lucide-react/icons/external-link';
import { MediaCard } from '@/components/ui/media-card';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { DeleteCourseButton } from './delete-course-button';

export function CourseCard({ course, canDelete }: { course: Course; canDelete: boolean }) {
  return (
    <MediaCard image={{ src: course.image, alt: '', width: 800, height: 450 }} aspect="aspect-video">
      <h2 className="text-lg font-bold text-brand-900">{course.name}</h2>
      <p className="text-sm font-medium text-brand-600">Created by {course.createdBy}</p>
      <p className="flex-1 text-sm leading-relaxed text-slate-600">{course.description}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <NewTabLink
          href={course.link}
          about={course.name}
          className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          enable course
          <ExternalLink aria-hidden="true" className="size-4" />
        </NewTabLink>
        {canDelete && <DeleteCourseButton course={course} />}
      </div>
    </MediaCard>
  );
}
