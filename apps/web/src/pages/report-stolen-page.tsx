import { StolenPhoneForm } from '../features/imei/index.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { FormCard } from '../components/ui/page-text.tsx';

/** /deshboard/report-stolen (every account's menu): a member reports a stolen phone's IMEI. */
export default function ReportStolenPage() {
  usePageTitle('Report a stolen phone');
  return (
    <FormCard
      id="report-stolen-heading"
      title="Report a stolen phone"
      lead={
        <>
          Give your phone&apos;s IMEI. If you listed or bought it here, we block it at once: nobody
          can list it on Resale Zone. Otherwise an admin checks your report first.
        </>
      }
    >
      <StolenPhoneForm />
    </FormCard>
  );
}
