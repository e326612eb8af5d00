import { useEffect, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/image-urls';

/**
 * A thumbnail of a chosen file (or of a stored photo's URL), so the seller sees they picked the
 * right one.
 */
export function PhotoPreview({
  file,
  alt = 'Chosen photo',
}: {
  file: File | string | null;
  alt?: string;
}) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!(file instanceof File) || typeof URL.createObjectURL !== 'function') {
      setObjectUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setObjectUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);

  const url = typeof file === 'string' ? imageSources(file).cardSrc : objectUrl;
  return (
    <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-box border border-base-300 bg-base-200">
      {url ? (
        <img src={url} alt={alt} className="h-full w-full object-cover" />
      ) : (
        <Smartphone aria-hidden className="size-8 text-ink-muted" />
      )}
    </div>
  );
}
