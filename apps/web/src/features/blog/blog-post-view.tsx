import type { Block, BlogPost } from './blog-posts.ts';

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
          {block.items.map((item) => (
            <li key={item.term ?? item.text}>
              {item.term ? <strong className="font-semibold">{item.term}: </strong> : null}
              {item.text}
            </li>
          ))}
        </ul>
      );
    case 'code':
      return (
        <figure>
          <figcaption className="mb-2 text-sm font-medium text-ink-muted">{block.label}</figcaption>
          {/* Focusable so that keyboard users can scroll a long line sideways. */}
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded-box bg-neutral p-4 text-sm leading-relaxed text-neutral-content"
          >
            <code>{block.code}</code>
          </pre>
        </figure>
      );
    case 'table':
      return (
        <div
          tabIndex={0}
          role="region"
          aria-label={block.caption}
          className="overflow-x-auto rounded-box border border-base-300"
        >
          <table className="table">
            <caption className="sr-only">{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  <th key={cell || i} scope="col" className="text-base-content">
                    {cell || <span className="sr-only">Aspect</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([label, ...cells]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** One question and its answer. */
export function BlogPostView({ post, number }: { post: BlogPost; number: number }) {
  const headingId = `${post.id}-heading`;
  return (
    <article
      id={post.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-box border border-base-300 bg-base-100 p-6 shadow-card sm:p-8"
    >
      <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">
        Question {number}
      </p>
      <h2 id={headingId} className="mb-3 text-2xl font-bold tracking-tight">
        {post.question}
      </h2>
      <p className="mb-6 text-lg text-ink-muted">{post.summary}</p>
      <div className="flex flex-col gap-4 leading-relaxed">
        {post.blocks.map((block, i) => (
          <BlockView key={i} block={block} />
        ))}
      </div>
    </article>
  );
}
