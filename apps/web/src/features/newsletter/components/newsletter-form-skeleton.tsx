import { FieldSkeleton, SkeletonBar } from '@/components/ui/card-skeleton';

/** The Email field and Subscribe button in grey, laid out as the form lays them out. */
export function NewsletterFormSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-3 opacity-40 sm:flex-row sm:items-start">
      <span role="status" className="sr-only">
        Loading the sign-up form…
      </span>
      <FieldSkeleton className="min-w-0 flex-1" />
      <div aria-hidden="true" className="sm:mt-6">
        <SkeletonBar className="h-[42px] w-full sm:w-28" />
      </div>
    </div>
  );
}
