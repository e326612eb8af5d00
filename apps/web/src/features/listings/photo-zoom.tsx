import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

export interface PhotoZoomProps {
  src: string;
  alt: string;
  open: boolean;
  onClose: () => void;
  /** After the closing animation, so focus can go back to the photo that opened it. */
  onExited: () => void;
}

/**
 * One listing photo full screen with zoom (buttons, wheel, pinch, double-click); Escape closes.
 * Loaded only when a buyer opens the photo.
 */
export default function PhotoZoom({ src, alt, open, onClose, onExited }: PhotoZoomProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={{ buttonPrev: () => null, buttonNext: () => null }}
      labels={{ Lightbox: 'Photo viewer', Carousel: 'Photo' }}
      on={{ exited: onExited }}
      slides={[{ src, alt }]}
    />
  );
}
