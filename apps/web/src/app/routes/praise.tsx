import { PagedList } from '@/components/ui/paged-list';
import { PageHeader } from '@/components/ui/page-header';
import { AwardBadges } from '@/features/praise/components/award-badges';
import { WhatMakesUsDifferent } from '@/features/praise/components/what-makes-us-different';
import { WhyCustomersLoveUs } from '@/features/praise/components/why-customers-love-us';
import { reviewsQueryOptions, useReviews } from '@/features/reviews/api/get-reviews';
import { ReviewGrid, ReviewGridSkeleton } from '@/features/reviews/components/review-grid';
import { page } from '@/app/page';

const REVIEWS_SHOWN = 6;

function Component() {
  const reviews = useReviews(REVIEWS_SHOWN);

  return (
    <>
      <PageHeader eyebrow="Praise" title="Loved by teams that care about their people">
        <p className="max-w-2xl text-lg text-slate-600">
          From ten-person start-ups to hospitals and factories, teams run their goals, reviews and days off with TopGear
          Perform. Here is what they tell us.
        </p>
      </PageHeader>
      <WhatMakesUsDifferent />
      <AwardBadges />
      <WhyCustomersLoveUs>
        <PagedList
          query={reviews}
          loadMore={false}
          noun="reviews"
          empty="Reviews are on their way."
          skeleton={<ReviewGridSkeleton count={REVIEWS_SHOWN} />}
        >
          {(items) => <ReviewGrid reviews={items} />}
        </PagedList>
      </WhyCustomersLoveUs>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Praise · TopGear Perform',
    description:
      'Why HR teams and managers choose TopGear Perform: security, round-the-clock support and a price that replaces three tools.',
  },
  loadData: ({ queryClient }) => queryClient.prefetchInfiniteQuery(reviewsQueryOptions(REVIEWS_SHOWN)),
  Component,
});
