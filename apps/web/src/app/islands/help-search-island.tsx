import { helpArticles } from '@/features/help-center/articles';
import { HELP_SEARCH_PARAM, HelpArticleSearch } from '@/features/help-center/components/help-article-search';
import { usePageSearchParams } from './page-search';

/** The help centre's search, starting from the search its address names (`?q=`), as a form sent without code asks. */
export function HelpSearchIsland() {
  const query = usePageSearchParams().get(HELP_SEARCH_PARAM) ?? '';
  return <HelpArticleSearch articles={helpArticles} initialQuery={query} />;
}
