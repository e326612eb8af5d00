import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

export interface PhotoZoomProps {
  /** The listing's photos in order. */
  photos: { src: string; alt: string }[];
  /** The photo it opens on. */
  index: number;
  open: boolean;
  onClose: () => void;
  /** The viewer moved to another photo (the page's gallery follows). */
  onView?: (index: number) => void;
  /** After the closing animation, so focus can go back to the photo that opened it. */
  onExited: () => void;
}

/**
 * A listing's photos full screen with zoom (buttons, wheel, pinch, double-click); the arrow keys
 * move between photos and Escape closes it. Loaded only when a buyer opens a photo.
 */
export default function PhotoZoom({
  photos,
  index,
  open,
  onClose,
  onView,
  onExited,
}: PhotoZoomProps) {
  const single = photos.length < 2;
  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: 'Photo viewer',
        Carousel: 'Photos',
        Previous: 'Previous photo',
        Next: 'Next photo',
      }}
      on={{ exited: onExited, view: ({ index: shown }) => onView?.(shown) }}
      slides={photos}
    />
  );
}
