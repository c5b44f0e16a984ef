import { newsSearchSchema } from '@topgear/shared/news';
import { Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

interface NewsSearchProps {
  /** The search the feed shows now ('' for none). */
  query: string;
  /** Asks for a search; '' returns to the feed. */
  onSearch: (query: string) => void;
}

/**
 * 'Find news' and 'Search'. Emptying the box, or 'Clear search', returns to the feed. The box
 * follows the search shown, so the browser's Back button brings its words back too.
 */
export function NewsSearch({ query, onSearch }: NewsSearchProps) {
  const [value, setValue] = useState(query);
  const [shown, setShown] = useState(query);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  if (query !== shown) {
    setShown(query);
    setValue(query);
    setError(undefined);
  }

  const search = (words: string) => {
    const parsed = newsSearchSchema.safeParse({ q: words });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSearch(parsed.data.q);
  };

  return (
    <div role="search" className="flex flex-col gap-2">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search(value);
        }}
        className="flex items-end gap-2"
      >
        <div className="min-w-0 flex-1">
          <TextField
            ref={input}
            type="search"
            label="Find news"
            placeholder="Words, a “quoted phrase”, -leave out"
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.target.value);
              if (event.target.value === '' && query !== '') search('');
            }}
          />
        </div>
        <Button type="submit" className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      {query !== '' && (
        <Button
          variant="ghost"
          className="self-start px-2"
          onClick={() => {
            search('');
            input.current?.focus();
          }}
        >
          <X aria-hidden="true" className="size-4" />
          Clear search
        </Button>
      )}
    </div>
  );
}
