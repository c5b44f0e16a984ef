import { useMatches } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import type { PageHandle } from '@/app/page';

const hasMeta = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'meta' in handle;

/** The shown page's title, description and links, from its module's `meta`. */
export function PageHead() {
  const match = useMatches().findLast(({ handle }) => hasMeta(handle));
  if (!match) return null;
  const { meta } = match.handle as PageHandle;
  return <PageMeta {...meta(match.loaderData)} />;
}
