import { StolenPhoneForm } from '../features/imei/index.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** /deshboard/report-stolen (every account's menu): a member reports a stolen phone's IMEI. */
export default function ReportStolenPage() {
  usePageTitle('Report a stolen phone');
  return (
    <section
      aria-labelledby="report-stolen-heading"
      className="mx-auto max-w-md rounded-box border border-base-300 bg-base-100 p-6 shadow-card sm:p-8"
    >
      <PageHeading id="report-stolen-heading">Report a stolen phone</PageHeading>
      <p className="mt-2 mb-6 text-ink-muted">
        Give your phone&apos;s IMEI. If you listed or bought it here, we block it at once: nobody
        can list it on Resale Zone. Otherwise an admin checks your report first.
      </p>
      <StolenPhoneForm />
    </section>
  );
}
