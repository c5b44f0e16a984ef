import { FieldSkeleton, SkeletonBar } from '@/components/ui/card-skeleton';

/** Five rows of the message text area. */
const MESSAGE = 'h-[122px]';

/** The message form's shape in grey, in the form's own grid, while its code is on the way. */
export function ContactFormSkeleton() {
  return (
    <div className="grid animate-pulse gap-4 sm:grid-cols-2">
      <span role="status" className="sr-only">
        Loading the message form…
      </span>
      <FieldSkeleton />
      <FieldSkeleton />
      <FieldSkeleton className="sm:col-span-2" />
      <FieldSkeleton className="sm:col-span-2" controlClassName={MESSAGE} />
      <div aria-hidden="true" className="sm:col-span-2">
        <SkeletonBar className="h-10 w-full sm:w-36" />
      </div>
    </div>
  );
}
