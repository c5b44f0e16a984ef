import { newsSearchSchema } from '@topgear/shared/news';
import { SearchBox } from '@/components/ui/search-box';

interface NewsSearchProps {
  /** The search the feed shows now ('' for none). */
  query: string;
  /** Asks for a search; '' returns to the feed. */
  onSearch: (query: string) => void;
}

/** 'Find news' and 'Search' over the words of every post. */
export function NewsSearch({ query, onSearch }: NewsSearchProps) {
  return (
    <SearchBox
      label="Find news"
      placeholder="Words, a “quoted phrase”, -leave out"
      query={query}
      onSearch={onSearch}
      schema={newsSearchSchema}
    />
  );
}
