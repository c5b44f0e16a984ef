import { NEWS_MESSAGES, newsPostInputSchema, type NewsPostInput } from '@topgear/shared/news';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CancelOnEscape } from '@/components/ui/edit-in-place';
import { Form, FormFailure } from '@/components/ui/form';
import { FormTextArea } from '@/components/ui/form-fields';
import { useCreateNewsPost } from '../api/create-news-post';

const emptyPost: NewsPostInput = { text: '' };

interface PostComposerProps {
  /** Cancel or Escape: the draft goes with the composer. */
  onCancel: () => void;
  /** Once the server has the post and the feed shows it. */
  onPosted: () => void;
}

/** Writes a post: an empty one is never sent; a failure keeps the text and shows why. */
export function PostComposer({ onCancel, onPosted }: PostComposerProps) {
  const createPost = useCreateNewsPost();
  return (
    <CancelOnEscape onCancel={onCancel} busy={createPost.isPending}>
      <Form
        schema={newsPostInputSchema}
        options={{ defaultValues: emptyPost }}
        error={createPost.error}
        onSubmit={(post) =>
          createPost.mutate(post, {
            onSuccess: () => {
              toast.success(NEWS_MESSAGES.posted);
              onPosted();
            },
          })
        }
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <FormTextArea name="text" label="Your post" rows={4} autoFocus />
        <FormFailure />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={createPost.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={createPost.isPending}>
            Post
          </Button>
        </div>
      </Form>
    </CancelOnEscape>
  );
}
