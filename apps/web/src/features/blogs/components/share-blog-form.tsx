import { BLOG_MESSAGES, blogInputSchema } from '@topgear/shared/blogs';
import { toast } from '@/lib/toast';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormTextArea } from '@/components/ui/form-fields';
import { FormMediaField } from '@/components/ui/form-media-field';
import { useShareBlog } from '../api/share-blog';

const empty = { title: '', description: '', image: '', details: '' };

/** 'Share a new Blog': it empties once the blog is shared; a failure keeps what was typed. */
export function ShareBlogForm() {
  const sharing = useShareBlog();
  return (
    <Form
      schema={blogInputSchema}
      options={{ defaultValues: empty }}
      error={sharing.error}
      onSubmit={(blog, form) =>
        sharing.mutate(blog, {
          onSuccess: () => {
            toast.success(BLOG_MESSAGES.added);
            form.reset();
          },
        })
      }
      className="flex flex-col gap-4"
    >
      <FormInput name="title" label="Title" autoComplete="off" />
      <FormTextArea name="description" label="Description" rows={3} />
      <FormMediaField name="image" label="Image" kind="picture" />
      <FormInput name="details" label="Details link" type="url" placeholder="https://…" autoComplete="off" />
      <FormFailure />
      <FormActions submitLabel="Share Blog" pending={sharing.isPending} />
    </Form>
  );
}
