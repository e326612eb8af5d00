import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SubmitButton } from './form-parts.tsx';

describe('SubmitButton', () => {
  test('is disabled in server-rendered HTML, so a form typed into before hydration is not sent by the browser', () => {
    const html = renderToString(
      <SubmitButton busy={false} busyText="Signing in…">
        Sign in
      </SubmitButton>,
    );
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  test('is enabled once the page runs in the browser, and disabled again while busy', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyText="Signing in…">
        Sign in
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    rerender(
      <SubmitButton busy busyText="Signing in…">
        Sign in
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });
});
