import { Link } from '../components/ui/link.tsx';
import { ArrowLeft } from 'lucide-react';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Any route the app does not know (and unknown category brands). */
export default function NotFoundPage() {
  usePageTitle('Not Found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <p className="bg-gradient-to-br from-primary to-secondary bg-clip-text text-8xl font-black tracking-tight text-transparent">
        404
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">Sorry, we couldn't find this page.</h1>
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
