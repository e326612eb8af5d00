import { useEffect } from 'react';
import { ArrowLeft, RotateCw, TriangleAlert } from 'lucide-react';
import { ChunkLoadError } from '../components/layout/lazy-page.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** What went wrong, in words a visitor can act on. Details stay in the console. */
function describe(error: unknown): { heading: string; text: string } {
  if (error instanceof ChunkLoadError) {
    return {
      heading: 'This page could not be loaded',
      text: `${error.timedOut ? 'It took more than two minutes to arrive. ' : ''}Check your connection, then reload the page. If Resale Zone was just updated, reloading fetches the new version.`,
    };
  }
  return {
    heading: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reloading usually fixes it.',
  };
}

/**
 * What the routes' error boundaries show (a failed lazy chunk, a render error). It has no layout
 * of its own, so it fits in the public layout and in the dashboard layout alike.
 */
export default function ErrorPage({ error }: { error: unknown }) {
  usePageTitle('Error');
  useEffect(() => console.error(error), [error]);
  const { heading, text } = describe(error);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-error/10 text-error">
        <TriangleAlert aria-hidden className="size-8" />
      </span>
      <PageHeading>{heading}</PageHeading>
      <p className="text-ink-muted">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden className="size-4" />
          Reload page
        </button>
        {/* A full page load: after a failed chunk the router's cache may hold the failure. */}
        <a href="/" className="btn btn-outline">
          <ArrowLeft aria-hidden className="size-4" />
          Back to homepage
        </a>
      </div>
    </section>
  );
}
