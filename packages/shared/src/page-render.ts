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
  /** The submitted form the page shows, as HTML-safe JSON, for the browser's code to start from. */
  submitted?: string;
  /**
   * For a page rendered as islands after a form post: the fetched data its islands were rendered
   * with (the free times of the day a booking asked for), as HTML-safe JSON.
   */
  islandData?: string;
  /** Whether the page may be kept and served again: not when fetching its content failed. */
  cacheable: boolean;
  /** The API addresses (paths) the render read: what the page shows, so what renews it (`PUBLIC_CONTENT`). */
  read: string[];
  /**
   * Queries the page's components asked for that its loader had not loaded (their keys as JSON):
   * the page is rendered a second time with them, and its loader should load them.
   */
  unloaded: string[];
}

/** A failed API call as the form that made it shows it: the API's error body, and its status. */
export interface FormFailureSent {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * A public form sent by the browser's own post, before or without the page's code: the page is
 * rendered again with what was typed and why it failed, or after success with the API's answer.
 */
export interface SubmittedForm {
  /** The form's name (`FormPost.name`). */
  form: string;
  /** What the visitor typed, less the secrets; after success, the fields kept for the answer. */
  values: Record<string, string>;
  failure?: FormFailureSent;
  answer?: unknown;
}

/**
 * How a public form works without the page's code: the browser posts it to the page's own address
 * (`application/x-www-form-urlencoded`, with the form's name in `FORM_NAME_FIELD`), and the server
 * sends it on to the API route the page's code would have called, with the same checks and limits.
 */
export interface FormPost {
  name: string;
  /** The API route the page's code sends the form to, under /api, always with POST. */
  endpoint: string;
  /** Fields the API takes as numbers; an empty one is left out. */
  numbers?: readonly string[];
  /** Checkboxes: true when the browser sent them, false when it did not. */
  checkboxes?: readonly string[];
  /** Fields never written back into a page, such as passwords. */
  secrets?: readonly string[];
  /**
   * Fields the API takes from the page's address (its query) instead of the form: a mailed link's
   * token, which the page never writes into its markup. The browser posts the form to that address.
   */
  fromAddress?: readonly string[];
  /**
   * Fields the page shows again beside the API's answer when it goes back to the same page: the
   * address a link was mailed to. They travel with the answer in a cookie: a few short ones only.
   */
  keptForAnswer?: readonly string[];
  /**
   * Where the browser goes once the API took the form. Without it, back to the same page, which
   * shows the API's answer (a thank-you, a subscription's status).
   */
  next?: (answer: unknown) => string;
}

/** The hidden field that names the form a post comes from. */
export const FORM_NAME_FIELD = '_form';
/**
 * A submit button with this name and value asks for the page again with what was typed, sending
 * nothing to the API: the form shows more once a first choice is made (a date's free times).
 */
export const FORM_REFRESH = { name: '_intent', value: 'refresh' } as const;
/** The id of the `<script type="application/json">` that carries a submitted form to the browser's code. */
export const SUBMITTED_FORM_ID = 'submitted-form';

/** `Fetcher` is the platform's fetch, which this package's own types do not include. */
export interface PageRenderer<Fetcher> {
  /**
   * Renders `url` (path and query) as the browser's first render will show it; with `islands`, as
   * parts that the browser takes over one by one, for a page that `hasIslands`.
   */
  renderPage(
    url: string,
    siteOrigin: string,
    options?: { islands?: boolean; submitted?: SubmittedForm },
  ): Promise<RenderedPage>;
  /** The public forms that work without the page's code, by name. */
  formPosts: Readonly<Record<string, FormPost>>;
  /** Whether the page at `url` may be served as islands: to visitors, with less code to load. */
  hasIslands(url: string): boolean;
  /** Every path a search engine should know, and the API addresses read to list them. */
  sitemap(): Promise<{ paths: string[]; read: string[] }>;
  /** How the renderer's API requests reach the app. */
  sendApiRequestsThrough(fetcher: Fetcher): void;
}

/** The id of the `<script type="application/json">` that carries a rendered page's data. */
export const PAGE_DATA_ID = 'page-data';

/** The id of the `<script type="application/json">` that carries the data a page's islands were rendered with. */
export const ISLAND_DATA_ID = 'island-data';

/**
 * What public pages show, by the name a service announces a change with, and the API address a
 * page reads it from (that address, and the addresses under it). A rendered page is kept until
 * content it read changes; a page that read an address named nowhere here is not kept at all.
 */
export const PUBLIC_CONTENT = {
  blogs: '/api/blogs',
  ebooks: '/api/ebooks',
  courses: '/api/courses',
  reviews: '/api/reviews',
  /** What the login page offers: a password, the company's single sign-on, or both. */
  'sign-in-methods': '/api/auth/methods',
  /** Who may sign up: anyone, or people with an invitation. */
  'sign-up-mode': '/api/sign-up-mode',
} as const;

export type ContentName = keyof typeof PUBLIC_CONTENT;

/** The content read at the API address `path`, if it is public content. */
export const contentAt = (path: string): ContentName | undefined =>
  (Object.keys(PUBLIC_CONTENT) as ContentName[]).find(
    (name) => path === PUBLIC_CONTENT[name] || path.startsWith(`${PUBLIC_CONTENT[name]}/`),
  );
