import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { ResponsivePhoto } from '../../assets/photos.ts';

export interface GalleryLightboxProps {
  photos: ResponsivePhoto[];
  /** The photo to show; -1 keeps the lightbox closed. */
  index: number;
  onClose: () => void;
  /** After the closing animation, so focus can go back to the photo that opened it. */
  onExited: () => void;
}

/**
 * Full-screen viewer with zoom (buttons, wheel, pinch, double-click). The arrow keys move between
 * photos and Escape closes it. Loaded only when a visitor opens a photo.
 */
export default function GalleryLightbox({
  photos,
  index,
  onClose,
  onExited,
}: GalleryLightboxProps) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Lightbox: 'Photo viewer', Carousel: 'Photos' }}
      on={{ exited: onExited }}
      slides={photos.map((photo) => ({
        src: photo.sources.at(-1)!.src,
        alt: photo.alt,
        width: photo.width,
        height: photo.height,
        srcSet: photo.sources.map(({ src, width }) => ({
          src,
          width,
          height: Math.round((width * photo.height) / photo.width),
        })),
      }))}
    />
  );
}
