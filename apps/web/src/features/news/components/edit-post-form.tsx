import { newsPostInputSchema, type NewsPost } from '@topgear/shared/news';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CancelOnEscape } from '@/components/ui/edit-in-place';
import { Form, FormFailure } from '@/components/ui/form';
import { FormTextArea } from '@/components/ui/form-fields';
import { useUpdateNewsPost } from '../api/update-news-post';
import { NEWS_TEXTS } from '../texts';

interface EditPostFormProps {
  post: NewsPost;
  /** Leaves editing: after a confirmed save, on Cancel, or on Escape. */
  onDone: () => void;
}

/** The post's text in place, editable; a failed save keeps the new text and shows why. */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const updatePost = useUpdateNewsPost();

  return (
    <CancelOnEscape onCancel={onDone} busy={updatePost.isPending}>
      <Form
        schema={newsPostInputSchema}
        options={{ defaultValues: { text: post.text } }}
        error={updatePost.error}
        onSubmit={(values) =>
          updatePost.mutate(
            { id: post.id, ...values },
            {
              onSuccess: () => {
                toast.success(NEWS_TEXTS.updated);
                onDone();
              },
            },
          )
        }
        className="mt-3 flex flex-col gap-3"
      >
        <FormTextArea name="text" label="Edit post" rows={4} autoFocus />
        <FormFailure />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={updatePost.isPending}>
            Save
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={updatePost.isPending}>
            Cancel
          </Button>
        </div>
      </Form>
    </CancelOnEscape>
  );
}
