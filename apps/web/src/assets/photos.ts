import hero480 from './images/hero-480.webp';
import hero800 from './images/hero-800.webp';
import hero1200 from './images/hero-1200.webp';
import desk480 from './images/gallery-desk-480.webp';
import desk960 from './images/gallery-desk-960.webp';
import desk1600 from './images/gallery-desk-1600.webp';
import lineup480 from './images/gallery-lineup-480.webp';
import lineup960 from './images/gallery-lineup-960.webp';
import lineup1600 from './images/gallery-lineup-1600.webp';
import camera480 from './images/gallery-camera-480.webp';
import camera960 from './images/gallery-camera-960.webp';
import camera1600 from './images/gallery-camera-1600.webp';
import meetup480 from './images/gallery-meetup-480.webp';
import meetup960 from './images/gallery-meetup-960.webp';
import meetup1600 from './images/gallery-meetup-1600.webp';
import unboxing480 from './images/gallery-unboxing-480.webp';
import unboxing960 from './images/gallery-unboxing-960.webp';
import unboxing1600 from './images/gallery-unboxing-1600.webp';

/** One image in several widths (all drawn by art/scenes.ts, rendered by render-images.mjs). */
export interface ResponsivePhoto {
  alt: string;
  width: number;
  height: number;
  /** Smallest first. */
  sources: { src: string; width: number }[];
  caption?: string;
}

export const srcSetOf = (photo: ResponsivePhoto) =>
  photo.sources.map(({ src, width }) => `${src} ${width}w`).join(', ');

/** What an <img> of the photo spreads: `src` for browsers without srcset, its widths, its size. */
export const imgOf = (photo: ResponsivePhoto, src: string) => ({
  src,
  srcSet: srcSetOf(photo),
  width: photo.width,
  height: photo.height,
  alt: photo.alt,
});

const HERO_WIDTHS = [480, 800, 1200];
const GALLERY_WIDTHS = [480, 960, 1600];
const sourcesOf = (srcs: string[], widths: number[]) =>
  srcs.map((src, i) => ({ src, width: widths[i] ?? 0 }));

export const HERO_PHOTO: ResponsivePhoto = {
  alt: 'Three used smartphones fanned out: two screens lit up and one showing its camera.',
  width: 1200,
  height: 900,
  sources: sourcesOf([hero480, hero800, hero1200], HERO_WIDTHS),
};

// Every gallery photo is 4:3, drawn 1600 px wide.
const galleryPhoto = (srcs: string[], caption: string, alt: string): ResponsivePhoto => ({
  alt,
  caption,
  width: 1600,
  height: 1200,
  sources: sourcesOf(srcs, GALLERY_WIDTHS),
});

/** The home page gallery: five photos, opened in a zoomable lightbox. */
export const GALLERY_PHOTOS: ResponsivePhoto[] = [
  galleryPhoto(
    [desk480, desk960, desk1600],
    'Listed from home in five minutes',
    'A phone lying on a wooden desk next to a cup of coffee, a notebook and an earbuds case.',
  ),
  galleryPhoto(
    [lineup480, lineup960, lineup1600],
    'Every brand, every budget',
    'Five phones in different colours standing in a row on a shelf, cameras facing out.',
  ),
  galleryPhoto(
    [camera480, camera960, camera1600],
    'Check the camera before you buy',
    'Close-up of a dark phone’s triple camera, with blurred city lights behind it.',
  ),
  galleryPhoto(
    [meetup480, meetup960, meetup1600],
    'Meet in a public place',
    'A white phone on a café table between a latte, an iced drink and a set of keys.',
  ),
  galleryPhoto(
    [unboxing480, unboxing960, unboxing1600],
    'Complete sets sell faster',
    'A green-screened phone in its box, with the lid, a charger and a coiled cable beside it.',
  ),
];
