import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';

export default function NotFoundPage() {
  usePageTitle('Not Found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Sorry, we couldn't find this page.</h1>
      <Link to="/" className="btn btn-primary">
        Back to homepage
      </Link>
    </section>
  );
}
