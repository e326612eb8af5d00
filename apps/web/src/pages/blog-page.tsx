import { BLOG_POSTS } from '../features/blog/blog-posts.ts';
import { BlogPostView } from '../features/blog/blog-post-view.tsx';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { PageHeading } from '../components/ui/page-text.tsx';

export default function BlogPage() {
  return (
    <>
      <PageMeta
        page="Blog"
        description="The team behind Resale Zone answers four questions that come up whenever people build web apps."
        path="/blog"
      />
      <div className="border-b border-base-300 bg-gradient-to-b from-brand-soft to-base-100">
        <div className="mx-auto max-w-3xl px-4 py-12">
          <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">Blog</p>
          <PageHeading size="display" className="mb-3 text-4xl">
            Questions from our developers
          </PageHeading>
          <p className="text-lg text-ink-muted">
            The team behind Resale Zone answers four questions that come up whenever people build
            web apps.
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="toc-heading"
            className="mb-3 text-sm font-semibold uppercase tracking-wider text-ink-muted"
          >
            In this blog
          </h2>
          <ol className="flex flex-col gap-1">
            {BLOG_POSTS.map((post, i) => (
              <li key={post.id}>
                <a
                  href={`#${post.id}`}
                  className="flex gap-2 rounded-field px-3 py-2 text-sm hover:bg-base-200"
                >
                  <span className="font-semibold text-primary">{i + 1}.</span>
                  {post.question}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex min-w-0 flex-col gap-8">
          {BLOG_POSTS.map((post, i) => (
            <BlogPostView key={post.id} post={post} number={i + 1} />
          ))}
        </div>
      </div>
    </>
  );
}
