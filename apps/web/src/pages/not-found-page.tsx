import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { PageHeading } from '../components/ui/page-text.tsx';

/** Any route the app does not know (and unknown category brands). */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      {/* Rendered on the server too (a 404 page), so its title is in the HTML; never indexed. */}
      <PageMeta
        page="Not Found"
        description="This page is not on Resale Zone. The phones for sale are on the home page."
        noindex
      />
      <p className="bg-gradient-to-br from-primary to-secondary bg-clip-text text-8xl font-black tracking-tight text-transparent">
        404
      </p>
      <PageHeading>Sorry, we couldn't find this page.</PageHeading>
      <p className="text-ink-muted">
        The link may be old, or the page may have moved. The phones are still here.
      </p>
      <Link to="/" className="btn btn-primary">
        <ArrowLeft aria-hidden className="size-4" />
        Back to homepage
      </Link>
    </section>
  );
}
