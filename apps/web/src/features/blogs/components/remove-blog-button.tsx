import { BLOG_MESSAGES, type Blog } from '@topgear/shared/blogs';
import { RemoveButton } from '@/components/ui/remove-button';
import { useRemoveBlog } from '../api/remove-blog';

export function RemoveBlogButton({ blog }: { blog: Blog }) {
  const removal = useRemoveBlog();
  return (
    <RemoveButton
      label="Remove Blog"
      itemName={blog.title}
      title={`Remove “${blog.title}”?`}
      description="It leaves the blog page and the home page at once."
      mutation={removal}
      variables={blog.id}
      removed={BLOG_MESSAGES.removed}
    />
  );
}
