import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { BLOG_MESSAGES } from '@topgear/shared/blogs';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Actor } from '../../audit';
import { announcing, type PublicContentServiceDeps } from '../../content-changes';
import { orNotFound } from '../../http-errors';
import { deleteBlog, insertBlog, listBlogs, type BlogFields } from './repository';

export function createBlogService({ db, auditor, contentChanged }: PublicContentServiceDeps) {
  const announced = <T>(write: Promise<T>) => announcing(contentChanged, 'blogs', write);
  return {
    /** Newest first; the response schema keeps only the public fields of each row. */
    list: (page: PageQuery) => listBlogs(db, page),

    /** Shares a blog: it leads the list at once. Logged as the actor's. */
    add: (actor: Actor, input: BlogFields) =>
      announced(
        auditor.writeAndRecord(
          actor,
          (tx) => insertBlog(tx, input),
          (blog) => ({ action: 'blog.created', summary: AUDIT_SUMMARIES.blogCreated(blog.title), subjectId: blog.id }),
        ),
      ),

    /** Removes a blog, or answers 404 when it does not exist (any more). Logged as the actor's. */
    remove: (actor: Actor, id: string) =>
      announced(
        auditor.writeAndRecord(
          actor,
          async (tx) => orNotFound(await deleteBlog(tx, id), BLOG_MESSAGES.notFound),
          (title) => ({ action: 'blog.deleted', summary: AUDIT_SUMMARIES.blogDeleted(title), subjectId: id }),
        ),
      ),
  };
}
