import { Link } from 'react-router';
import { PagedList } from '@/components/ui/paged-list';
import { paths } from '@/config/paths';
import { useReviews } from '@/features/reviews/api/get-reviews';
import { ReviewGrid } from '@/features/reviews/components/review-grid';

const REVIEWS_SHOWN = 6;

export function WhyCustomersLoveUs() {
  const reviews = useReviews(REVIEWS_SHOWN);
  return (
    <section aria-labelledby="why-customers-love-us" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="why-customers-love-us" className="text-center text-3xl font-bold text-brand-900">
        Why Our Customers Love Us
      </h2>
      <div className="mt-10">
        <PagedList query={reviews} loadMore={false} noun="reviews" empty="Reviews are on their way.">
          {(items) => <ReviewGrid reviews={items} />}
        </PagedList>
      </div>
      <p className="mt-8 text-center">
        <Link to={paths.caseStudy} className="font-semibold text-brand-700 hover:underline">
          Read every customer review
        </Link>
      </p>
    </section>
  );
}
