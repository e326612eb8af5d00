import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { absoluteUrl, usePublicOrigin } from './public-origin.tsx';

function Origin() {
  return <p>{usePublicOrigin()}</p>;
}

test('in the browser the origin is the one of the canonical link the server rendered', () => {
  // The server's configured origin differs from the address the browser used (a proxy in front).
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = 'https://resale.example/categories/iphone';
  document.head.append(link);
  render(<Origin />);
  expect(screen.getByText('https://resale.example')).toBeInTheDocument();
  link.remove();
});

test('absoluteUrl puts paths on the origin and leaves absolute URLs alone', () => {
  expect(absoluteUrl('https://resale.example', '/images/a.webp')).toBe(
    'https://resale.example/images/a.webp',
  );
  expect(absoluteUrl('https://resale.example', 'images/a.webp')).toBe(
    'https://resale.example/images/a.webp',
  );
  expect(absoluteUrl('https://resale.example', 'https://cdn.example/a.webp')).toBe(
    'https://cdn.example/a.webp',
  );
});
