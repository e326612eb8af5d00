import jsQR from 'jsqr';

/**
 * The camera and the QR decoder of the seller's code dialog. Only `camera-view.tsx` imports it, and
 * only through import() when the seller presses Scan: neither jsQR nor this code is in a page's
 * bundle.
 */

/** Why the camera did not open, in the words the dialog shows beside the code field. */
export class CameraProblem extends Error {}

/** The words for a getUserMedia refusal (a DOMException named by the browser). */
function problemOf(err: unknown): CameraProblem {
  // A DOMException; jsdom's and some older browsers' do not inherit from Error.
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return new CameraProblem(
      'The camera was not allowed: type the code instead (the browser’s site settings can allow it).',
    );
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return new CameraProblem('No camera found on this device: type the code instead.');
  if (name === 'NotReadableError' || name === 'AbortError')
    return new CameraProblem('The camera is in use by another app: type the code instead.');
  return new CameraProblem('The camera could not be opened: type the code instead.');
}

/** The rear camera where there is one (any camera otherwise); throws a CameraProblem. */
export async function openCamera(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  } catch (err) {
    throw problemOf(err);
  }
}

/** Turns the camera off (its light goes out). */
export function stopCamera(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** Frames are read at most this wide: a QR code held up to the camera fills far less. */
const READ_WIDTH = 640;

/** The text of the QR code in an image (dark on light, as the buyer's screen shows it), or null. */
function decodeQr(image: ImageData): string | null {
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return found?.data ? found.data : null;
}

/**
 * Reads the video's frames, one per animation frame, and hands every QR code's text to `onText`
 * (the caller decides whether it is a handover code). Returns the function that stops reading.
 */
export function readQrCodes(video: HTMLVideoElement, onText: (text: string) => void) {
  let context: CanvasRenderingContext2D | null = null;
  let frame = 0;
  let stopped = false;
  const read = () => {
    if (stopped) return;
    if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      // Made with the first picture: until then there is nothing to read.
      context ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      const text = context ? readFrame(video, context) : null;
      if (text !== null) onText(text);
    }
    if (!stopped) frame = requestAnimationFrame(read);
  };
  frame = requestAnimationFrame(read);
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}

/** The text of a QR code in the video's current picture, or null. */
function readFrame(video: HTMLVideoElement, context: CanvasRenderingContext2D) {
  const { canvas } = context;
  const scale = Math.min(1, READ_WIDTH / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
}
