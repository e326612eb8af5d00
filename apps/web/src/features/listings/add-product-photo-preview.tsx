import { useEffect, useState } from 'react';
import { Smartphone } from 'lucide-react';

/** A thumbnail of the chosen photo, so the seller sees they picked the right one. */
export function PhotoPreview({ file }: { file: File | null }) {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-box border border-base-300 bg-base-200">
      {url ? (
        <img src={url} alt="Chosen photo" className="h-full w-full object-cover" />
      ) : (
        <Smartphone aria-hidden className="size-8 text-ink-muted" />
      )}
    </div>
  );
}
