import { useEffect, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';

/** The QR code of `text` as an SVG data URL; qrcode loads only when a code is shown. */
function useQrCode(text: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The digits are the code; the QR is only a quicker way to type them.
        if (live) setUrl(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

/**
 * The buyer's 6-digit handover code, large, with a QR code of it. Giving it to the seller is
 * what releases the payment, so it comes with the rule: only once the phone is checked.
 */
export function HandoverCode({ code }: { code: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const qr = useQrCode(code);
  const grouped = `${code.slice(0, 3)} ${code.slice(3)}`;
  return (
    <section
      aria-labelledby="handover-code-title"
      className="rounded-box border-2 border-primary bg-brand-soft p-5 text-center sm:p-6"
    >
      <h2
        id="handover-code-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center justify-center gap-2 text-lg font-bold text-brand-strong focus:outline-none"
      >
        <KeyRound aria-hidden className="size-5" />
        Your handover code
      </h2>
      <p
        className="mt-3 font-mono text-5xl font-bold tracking-[0.2em] text-base-content sm:text-6xl"
        aria-label={code.split('').join(' ')}
        data-testid="handover-code"
      >
        {grouped}
      </p>
      <div className="mx-auto mt-4 size-44 rounded-box bg-base-100 p-2">
        {qr ? (
          <img src={qr} alt={`QR code of the handover code ${code}`} className="size-full" />
        ) : (
          <span aria-hidden className="skeleton block size-full" />
        )}
      </div>
      <p className="mx-auto mt-4 max-w-md text-sm text-brand-strong">
        Show this to the seller only now that you have checked the phone. When they enter it, the
        payment goes to them and the sale is complete.
      </p>
    </section>
  );
}
