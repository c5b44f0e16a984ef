import type { ReviewTemplateSummary } from '@topgear/shared/review-templates';
import SquarePen from 'lucide-react/icons/square-pen';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/dates';
import { ReviewTemplateCopyButton } from './review-template-copy-button';
import { ReviewTemplateDeleteButton } from './review-template-delete-button';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One template: its name, description, size and last change, with Edit, Copy and Delete. */
export function ReviewTemplateCard({ template }: { template: ReviewTemplateSummary }) {
  const headingId = useId();
  const size = `${counted(template.sectionCount, 'section', 'sections')} · ${counted(template.questionCount, 'question', 'questions')}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold wrap-anywhere text-brand-900">
          {template.name}
        </h2>
        {template.description && (
          <p className="mt-1 line-clamp-3 whitespace-pre-line wrap-anywhere text-sm text-slate-700">
            {template.description}
          </p>
        )}
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span>{size}</span>
          <span>
            Updated <time dateTime={template.updatedAt}>{formatMoment(template.updatedAt)}</time>
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={paths.dashboard.reviewTemplate.getHref(template.id)}
          className={buttonClasses('secondary', 'whitespace-nowrap px-3 py-1.5')}
        >
          <SquarePen aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">{template.name}</span>
        </Link>
        <ReviewTemplateCopyButton template={template} />
        <ReviewTemplateDeleteButton template={template} />
      </div>
    </article>
  );
}
