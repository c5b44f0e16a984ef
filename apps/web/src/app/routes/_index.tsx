import { PagedList } from '@/components/ui/paged-list';
import { blogsQueryOptions, useBlogs } from '@/features/blogs/api/get-blogs';
import { BlogGrid, BlogGridSkeleton } from '@/features/blogs/components/blog-grid';
import { BlogTeaser } from '@/features/home/components/blog-teaser';
import { CallToAction } from '@/features/home/components/call-to-action';
import { CountdownSection } from '@/features/home/components/countdown-section';
import { FeatureCards } from '@/features/home/components/feature-cards';
import { FeatureSections } from '@/features/home/components/feature-sections';
import { Hero } from '@/features/home/components/hero';
import { NewsletterSection } from '@/features/home/components/newsletter-section';
import { Partners } from '@/features/home/components/partners';
import { newsletterForm } from '@/app/islands/forms';
import { Island } from '@/app/islands/island';
import { page } from '@/app/page';

/** The spec's home page shows the first five blogs. */
const TEASER_SIZE = 5;

function Component() {
  const blogs = useBlogs(TEASER_SIZE);

  return (
    <>
      <Hero />
      <FeatureCards />
      <div className="render-when-near">
        <FeatureSections />
      </div>
      <div className="render-when-near">
        <BlogTeaser>
          <PagedList
            query={blogs}
            loadMore={false}
            noun="blogs"
            empty="Our first posts are on their way."
            skeleton={<BlogGridSkeleton count={TEASER_SIZE} />}
          >
            {(items) => <BlogGrid blogs={items} />}
          </PagedList>
        </BlogTeaser>
      </div>
      <div className="render-when-near">
        <Partners />
        <Island name="countdown">
          <CountdownSection />
        </Island>
        <NewsletterSection>
          <newsletterForm.InPage />
        </NewsletterSection>
        <CallToAction />
      </div>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'TopGear Perform · Performance and HR management for growing teams',
    description:
      'TopGear Perform brings tasks, OKR-style goals, reviews, days off and team news together in one place.',
  },
  loadData: ({ queryClient }) => queryClient.prefetchInfiniteQuery(blogsQueryOptions(TEASER_SIZE)),
  Component,
});
