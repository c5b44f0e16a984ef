import Quote from 'lucide-react/icons/quote';
import type { Review } from '@topgear/shared/reviews';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { reviewQueryOptions, useReview } from '@/features/reviews/api/get-reviews';
import { Avatar } from '@/components/ui/avatar';
import { StarRating } from '@/features/reviews/components/star-rating';
import { ApiError, errorMessage } from '@/lib/api-client';
import { page } from '@/app/page';

function BackToReviews() {
  return (
    <Link to={paths.caseStudy.getHref()} className={buttonClasses('secondary')}>
      Back to all reviews
    </Link>
  );
}

/** A review's title, for its heading and its page's title. */
const titleOf = ({ heading, name }: Review) => heading ?? `Review by ${name}`;

function Component() {
  const { reviewId = '' } = useParams();
  const review = useReview(reviewId);

  if (review.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
        <Spinner /> Loading the review…
      </p>
    );
  }

  if (review.isError) {
    const missing = review.error instanceof ApiError && review.error.status === 404;
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{missing ? 'Review not found' : 'Something went wrong'}</h1>
        <FormAlert message={errorMessage(review.error)} />
        <BackToReviews />
      </div>
    );
  }

  const { name, rating, feedback, description } = review.data;
  return (
    <article className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
      <Avatar name={review.data.name} image={review.data.avatar} className="size-28 text-3xl" />
      <StarRating rating={rating} className="justify-center" />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{titleOf(review.data)}</h1>
      <figure className="relative rounded-2xl bg-brand-50 px-6 py-8 md:px-10">
        <Quote aria-hidden="true" className="absolute -top-4 left-6 size-8 fill-brand-200 text-brand-300" />
        <blockquote className="whitespace-pre-line text-lg leading-relaxed text-slate-700 md:text-xl">
          “{feedback}”
        </blockquote>
        <figcaption className="mt-6">
          <span className="block font-bold text-brand-900">{name}</span>
          {description && <span className="text-sm text-slate-600">{description}</span>}
        </figcaption>
      </figure>
      <BackToReviews />
    </article>
  );
}

export default page({
  islands: true,
  meta: (review: Review | null) =>
    review
      ? {
          title: `${titleOf(review)} · TopGear Perform`,
          description: `${review.name} reviews TopGear Perform: ${review.feedback.slice(0, 140)}`,
          type: 'article',
        }
      : {
          title: 'Review not found · TopGear Perform',
          description: 'This review does not exist or has been removed.',
        },
  loadData: async ({ queryClient, params }) => {
    const review = reviewQueryOptions(params.reviewId ?? '');
    await queryClient.prefetchQuery(review);
    return queryClient.getQueryData(review.queryKey) ?? null;
  },
  Component,
});
