import { useState } from 'react';
import { Download } from 'lucide-react';
import { authorizedFetch } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';

/**
 * Downloads an export (`GET` of a CSV with the bearer token, which a plain link cannot send) and
 * hands it to the browser as a file.
 */
export function CsvDownloadButton({
  path,
  filename,
  label,
}: {
  path: string;
  filename: string;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const res = await authorizedFetch(path);
      if (!res.ok) throw new Error(`The download failed (${res.status}).`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={download}>
      <Download aria-hidden className="size-4" />
      {label}
    </button>
  );
}
