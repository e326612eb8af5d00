import { useEffect, useRef } from 'react';

export interface CameraViewProps {
  /** Each QR code's text; true when it was a handover code (reading then stops). */
  onText: (text: string) => boolean;
  /** The camera (or the scanner's code) could not be loaded: why, in words. */
  onProblem: (message: string) => void;
}

/**
 * The rear camera's live picture while it looks for a QR code. The camera and the decoder load
 * only now (import()), and the camera is turned off when this view goes: a code read, Stop
 * scanning, or the dialog closed.
 */
export function CameraView({ onText, onProblem }: CameraViewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The newest callbacks, for the frames read after a re-render.
  const handlers = useRef({ onText, onProblem });
  useEffect(() => {
    handlers.current = { onText, onProblem };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let live = true;
    let stream: MediaStream | null = null;
    let stopReading = () => {};
    import('./qr-camera.ts').then(
      async (camera) => {
        try {
          stream = await camera.openCamera();
        } catch (err) {
          if (live) handlers.current.onProblem((err as Error).message);
          return;
        }
        if (!live) return camera.stopCamera(stream);
        video.srcObject = stream;
        stopReading = camera.readQrCodes(video, (text) => {
          if (handlers.current.onText(text)) stopReading();
        });
      },
      () => {
        if (live) handlers.current.onProblem('The scanner could not be loaded: type the code.');
      },
    );
    return () => {
      live = false;
      stopReading();
      for (const track of stream?.getTracks() ?? []) track.stop();
      video.srcObject = null;
    };
  }, []);

  return (
    <figure className="grid gap-1">
      <video
        ref={videoRef}
        aria-label="Camera picture, looking for the buyer’s QR code"
        className="aspect-[4/3] w-full rounded-box bg-neutral object-cover"
        autoPlay
        muted
        playsInline
      />
      <figcaption className="text-sm text-ink-muted">
        Point the camera at the QR code on the buyer’s screen.
      </figcaption>
    </figure>
  );
}
