import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';

/**
 * Switches a category page between all phones and only those with a checked IMEI
 * (`?checked=1`). A link, so it works before hydration and Back undoes it.
 */
export function CheckedOnlyLink({ path, checkedOnly }: { path: string; checkedOnly: boolean }) {
  return (
    <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <ShieldCheck aria-hidden className="size-4 text-success" />
      {checkedOnly ? (
        <>
          <span className="font-medium">Showing only phones with a checked IMEI.</span>
          <Link to={path} className="link link-primary">
            Show all phones
          </Link>
        </>
      ) : (
        <Link to={`${path}?checked=1`} className="link link-primary">
          Show only phones with a checked IMEI
        </Link>
      )}
    </p>
  );
}
