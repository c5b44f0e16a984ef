import type { FormPost } from '@topgear/shared/page-render';
import type { ReactNode } from 'react';
import { FORM_NAME_FIELD } from '@/lib/submitted-form';
import { useHydrated } from '@/lib/use-hydrated';
import { PostsWithoutCode } from './native-form';

interface PostFormProps {
  /** The post the server takes without the page's code. */
  post: Pick<FormPost, 'name'>;
  /** What the page's code does instead, once it runs. */
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A form with nothing to check, a button and what it says: the browser posts it itself before, or
 * without, the page's code, and the code sends it in place once it runs (marked `data-enhanced`,
 * as `Form` is).
 */
export function PostForm({ post, onSubmit, className, children }: PostFormProps) {
  const enhanced = useHydrated();
  return (
    <PostsWithoutCode value>
      <form
        id={post.name}
        method="post"
        data-enhanced={enhanced || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className={className}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={post.name} />
        {children}
      </form>
    </PostsWithoutCode>
  );
}
