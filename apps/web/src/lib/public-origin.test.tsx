import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { absoluteUrl } from './public-origin.tsx';

test('in the browser the origin is the one of the canonical link the server rendered', async () => {
  // The server's configured origin differs from the address the browser used (a proxy in front).
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = 'https://resale.example/categories/iphone';
  document.head.append(link);
  // The origin is read once per page load: a fresh copy of the module is a fresh page (test files
  // share a worker's modules, and another file may have read it already).
  vi.resetModules();
  const { usePublicOrigin } = await import('./public-origin.tsx');
  function Origin() {
    return <p>{usePublicOrigin()}</p>;
  }
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
