import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar.tsx';

describe('Avatar', () => {
  it("shows a person's photo, its card-width variant with its srcset", () => {
    const url = `/images/${'a'.repeat(32)}-1600.webp`;
    const { container } = render(<Avatar image={url} name="Sam Seller" size="sm" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', `/images/${'a'.repeat(32)}-640.webp`);
    expect(img.getAttribute('srcset')).toContain(`${url} 1600w`);
  });

  it('stands in with the initials without a photo, or with an icon without a name', () => {
    const { container, rerender } = render(<Avatar image={null} name="Sam Q Seller" size="lg" />);
    expect(container).toHaveTextContent('SS');
    rerender(<Avatar image={null} size="md" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container).toHaveTextContent('');
  });

  it('makes initials of one or two words, and a question mark of none', () => {
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});
