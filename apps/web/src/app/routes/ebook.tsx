import { PageHeader } from '@/components/ui/page-header';
import { EbookSeriesSection, ebookSeriesQueryOptions } from '@/features/ebooks/components/ebook-series-section';
import { page } from '@/app/page';

function Component() {
  return (
    <>
      <PageHeader eyebrow="Free resources" title="Ebooks for managers and HR teams">
        <p className="max-w-2xl text-lg text-slate-600">
          Short, practical guides you can read in an evening and use the next morning. Free, no sign-up needed.
        </p>
      </PageHeader>
      <EbookSeriesSection series="free" intro="Playbooks and field guides for the everyday work of leading people." />
      <div className="bg-slate-50">
        <EbookSeriesSection
          series="iterate-faster"
          intro="A six-volume series on planning, shipping and learning in small, steady steps."
        />
      </div>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Free ebooks · TopGear Perform',
    description:
      'Free PDF guides on performance reviews, OKRs, management and iterating faster, from the TopGear Perform team.',
  },
  loadData: async ({ queryClient, request }) => {
    await Promise.all([
      queryClient.prefetchInfiniteQuery(ebookSeriesQueryOptions('free', request.url)),
      queryClient.prefetchInfiniteQuery(ebookSeriesQueryOptions('iterate-faster', request.url)),
    ]);
  },
  Component,
});
