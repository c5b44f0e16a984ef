import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { reviewsQueryOptions, useReviews } from '@/features/reviews/api/get-reviews';
import { ReviewGrid, ReviewGridSkeleton } from '@/features/reviews/components/review-grid';
import { pagesAsked } from '@/lib/paged-list';
import { page } from '@/app/page';

const REVIEWS_PER_PAGE = 9;
/** The address's parameter for how many reviews are shown (`pagesAsked`). */
const REVIEWS_PARAM = 'reviews';

function Component() {
  const reviews = useReviews(REVIEWS_PER_PAGE);

  return (
    <>
      <PageHeader eyebrow="Customer stories" title="What our customers say">
        <p className="max-w-2xl text-lg text-slate-600">
          Honest reviews from the teams who use TopGear Perform every day. Using it too? Tell us how it is going.
        </p>
        <Link to={paths.dashboard.reviews.getHref()} className={buttonClasses('primary', 'px-6 py-3')}>
          <MessageSquarePlus aria-hidden="true" className="size-5" />
          Add a Review
        </Link>
      </PageHeader>
      <section aria-label="Reviews" className="mx-auto max-w-7xl px-4 pb-16">
        <PagedList
          query={reviews}
          noun="reviews"
          moreParam={REVIEWS_PARAM}
          empty="No reviews yet. Be the first to write one!"
          skeleton={<ReviewGridSkeleton count={6} />}
        >
          {(items, itemId) => <ReviewGrid reviews={items} headingLevel={2} itemId={itemId} />}
        </PagedList>
      </section>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Customer reviews · TopGear Perform',
    description:
      'What HR teams, managers and founders say about running their goals, reviews and days off in TopGear Perform.',
  },
  loadData: ({ queryClient, request }) =>
    queryClient.prefetchInfiniteQuery({
      ...reviewsQueryOptions(REVIEWS_PER_PAGE),
      pages: pagesAsked(request.url, REVIEWS_PARAM, REVIEWS_PER_PAGE),
    }),
  Component,
});
