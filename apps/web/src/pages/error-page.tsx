import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ArrowLeft, RotateCw, TriangleAlert } from 'lucide-react';
import { ChunkLoadError } from '../components/layout/lazy-page.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import NotFoundPage from './not-found-page.tsx';

/** What went wrong, in words a visitor can act on. Details stay in the console. */
function describe(error: unknown): { heading: string; text: string } {
  if (error instanceof ChunkLoadError) {
    return {
      heading: 'This page could not be loaded',
      text: `${error.timedOut ? 'It took more than two minutes to arrive. ' : ''}Check your connection, then reload the page. If Resale Zone was just updated, reloading fetches the new version.`,
    };
  }
  if (isRouteErrorResponse(error)) {
    return {
      heading: `Something went wrong (${error.status})`,
      text: 'The page could not get what it needed from the server. Please try again in a moment.',
    };
  }
  return {
    heading: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reloading usually fixes it.',
  };
}

/**
 * The error element of the routes (a failed lazy chunk, a loader or render error). It has no
 * layout of its own, so it fits in the public layout and in the dashboard layout alike.
 */
export default function ErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (isNotFound) return <NotFoundPage />;
  return <RouteError error={error} />;
}

function RouteError({ error }: { error: unknown }) {
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
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
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
