/**
 * The contract between the web app's server bundle (`apps/web/dist-ssr/entry-server.js`) and the
 * server that loads it to render public pages.
 */
export interface RenderedPage {
  status: number;
  /** Title, description, canonical and Open Graph tags for the document's head. */
  head: string;
  /** The markup inside the app's root element. */
  body: string;
  /** The fetched data the browser starts from, as HTML-safe JSON; none for a page rendered as islands. */
  data?: string;
  /** Whether the page may be kept and served again: not when fetching its content failed. */
  cacheable: boolean;
}

/** `Fetcher` is the platform's fetch, which this package's own types do not include. */
export interface PageRenderer<Fetcher> {
  /**
   * Renders `url` (path and query) as the browser's first render will show it; with `islands`, as
   * parts that the browser takes over one by one, for a page that `hasIslands`.
   */
  renderPage(url: string, siteOrigin: string, options?: { islands?: boolean }): Promise<RenderedPage>;
  /** Whether the page at `url` may be served as islands: to visitors, with less code to load. */
  hasIslands(url: string): boolean;
  /** Every path a search engine should know. */
  sitemapPaths(): Promise<string[]>;
  /** How the renderer's API requests reach the app. */
  sendApiRequestsThrough(fetcher: Fetcher): void;
}

/** The id of the `<script type="application/json">` that carries a rendered page's data. */
export const PAGE_DATA_ID = 'page-data';
