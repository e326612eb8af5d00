import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { CategoriesMenu } from './categories-menu.tsx';

const BRANDS = [
  { slug: 'oneplus', title: 'One Plus' },
  { slug: 'iphone', title: 'Iphone' },
  { slug: 'xiaomi', title: 'Xiaomi' },
  { slug: 'samsung', title: 'Samsung' },
];
const renderMenu = () => renderApp(<CategoriesMenu brands={BRANDS} />, { path: '/home' }).router;

describe('CategoriesMenu', () => {
  test('opens to the brand pages it is given', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['One Plus', '/categories/oneplus'],
      ['Iphone', '/categories/iphone'],
      ['Xiaomi', '/categories/xiaomi'],
      ['Samsung', '/categories/samsung'],
    ]);
  });

  test('Escape closes it and puts focus back on the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'One Plus' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveFocus();
  });

  test('following a link navigates and closes the menu', async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Categories' }));

    await user.click(screen.getByRole('link', { name: 'Xiaomi' }));

    expect(router.state.location.pathname).toBe('/categories/xiaomi');
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
