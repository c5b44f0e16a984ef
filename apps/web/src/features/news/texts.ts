/** The news screens' own words; the spec's are 'News Feed', 'Find news', 'Search', Cancel, Post and 'Posted'. */
export const NEWS_TEXTS = {
  openComposer: 'Write a post',
  updated: 'Your post is updated',
  deleted: 'The post is deleted',
  confirmDelete: 'Delete this post?',
  confirmDeleteDetails: 'The post, its reactions and its comments will be removed for good.',
  commentDeleted: 'The comment is deleted',
  confirmDeleteComment: 'Delete this comment?',
  emptyFeed: 'No news yet. Write the first post.',
  noMatch: (q: string) => `No posts match “${q}”. Try other words, or clear the search.`,
  noComments: 'No comments yet.',
  latest: 'Latest news',
  results: (q: string) => `Posts matching “${q}”`,
  notFound: 'Post not found',
  backToFeed: 'Back to the News Feed',
} as const;
