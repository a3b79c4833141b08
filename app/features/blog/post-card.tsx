import { CalendarDays, Clock, UserRound } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { useRootData } from "#app/lib/root-data.ts";
import type { PostSummary } from "./blog.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { contentLang } from "#app/features/resources/public.ts";

/** "5 min read" in the page's language; a read time in another form stays as written. */
function readTime(text: string): string {
  const minutes = /^(\d+) min read$/.exec(text)?.[1];
  return minutes ? m.content_blog_read_time({ minutes }) : text;
}

/** Date, author and read time of a post. */
export function PostMeta({ post, className }: { post: Pick<PostSummary, "date" | "author" | "readTime">; className?: string }) {
  return (
    <ul className={className ?? "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600"}>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <UserRound className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="sr-only">{m.content_blog_by()}</span>
          {post.author}
        </span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {readTime(post.readTime)}
      </li>
    </ul>
  );
}

/** The illustration of a post; lazy unless it is near the top of the page. */
export function PostImage({
  post,
  eager = false,
  className,
}: {
  post: Pick<PostSummary, "image">;
  eager?: boolean;
  className?: string;
}) {
  // Data saver: no pictures (docs/product.md#data-saver).
  if (useRootData()?.saveData) return null;
  return (
    <img
      src={post.image}
      alt=""
      width={640}
      height={360}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={className ?? "aspect-video w-full bg-slate-100 object-cover"}
    />
  );
}

/** A post's card on /blog and under "More articles": the title links to /blog/{id}. */
export function PostCard({ post, level = 2, eager = false }: { post: PostSummary; level?: 2 | 3; eager?: boolean }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <PostImage post={post} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.categoryLabel}</p>
        <Heading lang={contentLang()} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/blog/${post.id}`}
            className="outline-none group-hover:text-brand-700 after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        <p lang={contentLang()} className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
          {post.excerpt}
        </p>
        <PostMeta
          post={post}
          className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-4 text-xs text-slate-600"
        />
      </div>
    </article>
  );
}

export function PostGrid({
  posts,
  level = 2,
  eagerCount = 0,
}: {
  posts: readonly PostSummary[];
  level?: 2 | 3;
  eagerCount?: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post.id}>
          <PostCard post={post} level={level} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
