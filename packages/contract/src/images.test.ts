import { describe, expect, test } from 'vitest';
import { CARD_IMAGE_WIDTH, imageSources, imageUrl } from './images.ts';

const id = '0123456789abcdef0123456789abcdef';

describe('imageSources', () => {
  test('a wide upload offers its card-width and full-width variants', () => {
    const url = imageUrl(id, 1600);
    expect(url).toBe(`/images/${id}-1600.webp`);
    expect(imageSources(url)).toEqual({
      src: url,
      cardSrc: `/images/${id}-${CARD_IMAGE_WIDTH}.webp`,
      srcSet: `/images/${id}-640.webp 640w, /images/${id}-1600.webp 1600w`,
    });
  });

  test('an upload no wider than a card has a single variant, used everywhere', () => {
    const url = imageUrl(id, 480);
    expect(imageSources(url)).toEqual({ src: url, cardSrc: url, srcSet: `${url} 480w` });
  });

  test('an absolute URL of the service keeps its origin', () => {
    const url = `https://shop.example/images/${id}-1200.webp`;
    expect(imageSources(url).cardSrc).toBe(`https://shop.example/images/${id}-640.webp`);
  });

  test('URLs the service did not make are left unchanged, without a srcset', () => {
    for (const url of [
      '/images/demo-01.webp',
      '/images/test.webp',
      `/images/${id}.webp`,
      `/images/${id}-1600.png`,
      'https://elsewhere.example/photo.jpg',
      '',
    ]) {
      expect(imageSources(url)).toEqual({ src: url, cardSrc: url, srcSet: undefined });
    }
  });
});
