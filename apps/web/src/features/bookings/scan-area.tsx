import { useState } from 'react';
import { CameraOff, ScanQrCode } from 'lucide-react';
import { HandoverCode } from '@resale-zone/contract/handover';
import { CameraView } from './camera-view.tsx';

export interface ScanAreaProps {
  /** A handover code read from the buyer's QR code (6 digits). */
  onCode: (code: string) => void;
  /** The camera could not be used: the seller types the code (the dialog focuses the field). */
  onFallback: () => void;
}

const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Scan beside the code field: the camera reads the buyer's QR code into the field, and the seller
 * still confirms. Without a camera, or when it is refused, it says so and the seller types.
 */
export function ScanArea({ onCode, onFallback }: ScanAreaProps) {
  const [scanning, setScanning] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  if (!hasCamera())
    return (
      <p className="text-sm text-ink-muted">
        This browser cannot open a camera here: type the code from the buyer’s screen.
      </p>
    );

  const onText = (text: string) => {
    const read = HandoverCode.safeParse(text);
    if (!read.success) {
      setNote('That QR code is not a handover code: scan the one on the buyer’s screen.');
      return false;
    }
    setScanning(false);
    setNote(`Read ${read.data.slice(0, 3)} ${read.data.slice(3)}: check it, then confirm.`);
    onCode(read.data);
    return true;
  };
  const onProblem = (message: string) => {
    setScanning(false);
    setNote(message);
    onFallback();
  };

  return (
    <div className="grid gap-2">
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          setNote(null);
          setScanning(!scanning);
        }}
      >
        {scanning ? (
          <>
            <CameraOff aria-hidden className="size-5" /> Stop scanning
          </>
        ) : (
          <>
            <ScanQrCode aria-hidden className="size-5" /> Scan the buyer’s QR code
          </>
        )}
      </button>
      {scanning ? <CameraView onText={onText} onProblem={onProblem} /> : null}
      <p role="status" className="text-sm">
        {note}
      </p>
    </div>
  );
}
