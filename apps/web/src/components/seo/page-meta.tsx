import { useLocation } from 'react-router';
import { useSiteOrigin } from './site-origin';

const SITE_NAME = 'TopGear Perform';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's one address when it answers at two (/blog and /blogs); the current path otherwise. */
  canonicalPath?: string;
  /** 'article' for a blog post or a review; a plain page is a 'website'. */
  type?: 'website' | 'article';
  /** For a page no search engine should list: one reached from a mail, or a step of a form. */
  noindex?: boolean;
}

/**
 * A page's title, description, canonical address and Open Graph tags. React places them in the
 * document's head, in the server's render and in the browser alike.
 */
export function PageMeta({ title, description, canonicalPath, type = 'website', noindex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const url = new URL(canonicalPath ?? pathname, useSiteOrigin()).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}
