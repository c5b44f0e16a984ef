import { newsCommentInputSchema, type NewsCommentInput } from '@topgear/shared/news';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormTextArea } from '@/components/ui/form-fields';
import { useCreateComment } from '../api/create-comment';

const emptyComment: NewsCommentInput = { text: '' };

/** Writes a comment under the post; the box clears once the server has it, and keeps the text if it failed. */
export function AddCommentForm({ postId }: { postId: string }) {
  const createComment = useCreateComment();
  return (
    <Form
      schema={newsCommentInputSchema}
      options={{ defaultValues: emptyComment }}
      error={createComment.error}
      onSubmit={(comment, form) =>
        createComment.mutate({ postId, ...comment }, { onSuccess: () => form.reset(emptyComment) })
      }
      className="flex flex-col gap-2"
    >
      <FormTextArea name="text" label="Your comment" rows={2} />
      <FormFailure />
      <Button type="submit" variant="secondary" loading={createComment.isPending} className="self-start">
        Comment
      </Button>
    </Form>
  );
}
