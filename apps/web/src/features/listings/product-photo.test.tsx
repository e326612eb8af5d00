import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { aProductDetail } from '../../test/fixtures.ts';
import { ProductPhoto } from './product-photo.tsx';

const PHOTOS = ['a', 'b', 'c'].map((c) => `/images/${c.repeat(32)}-1600.webp`);

function renderGallery(photos = PHOTOS) {
  const product = aProductDetail(
    { productName: 'Galaxy S21', productPhoto: photos[0]! },
    { photos },
  );
  render(<ProductPhoto product={product} />);
  const main = () => screen.getByRole('button', { name: /Galaxy S21: enlarge photo/ });
  const shownSrc = () => within(main()).getByRole('img').getAttribute('src');
  return { main, shownSrc };
}

describe('the listing gallery', () => {
  test('the cover shows first; thumbnails and arrows change the photo, the current one is marked', async () => {
    const user = userEvent.setup();
    const { main, shownSrc } = renderGallery();
    expect(shownSrc()).toBe(PHOTOS[0]);
    expect(main()).toHaveAccessibleName('Galaxy S21: enlarge photo 1 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(shownSrc()).toBe(PHOTOS[2]);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownSrc()).toBe(PHOTOS[1]);
    expect(within(main()).getByRole('img')).toHaveAccessibleName('Galaxy S21, photo 2 of 3');
  });

  test('the arrow keys move between photos, on the main photo and on the thumbnails (focus follows)', async () => {
    const user = userEvent.setup();
    const { main, shownSrc } = renderGallery();
    main().focus();
    await user.keyboard('{ArrowRight}');
    expect(shownSrc()).toBe(PHOTOS[1]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // The last photo stays the last.
    expect(shownSrc()).toBe(PHOTOS[2]);
    await user.keyboard('{Home}');
    expect(shownSrc()).toBe(PHOTOS[0]);

    screen.getByRole('button', { name: 'Show photo 1 of 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownSrc()).toBe(PHOTOS[1]);
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(shownSrc()).toBe(PHOTOS[1]);
  });

  test('one photo: no thumbnails, no arrows, the name as before', () => {
    renderGallery([PHOTOS[0]!]);
    expect(screen.getByRole('button', { name: 'Galaxy S21: enlarge photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show photo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });
});
