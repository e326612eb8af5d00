import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Field, TextField } from './field.tsx';

describe('Field', () => {
  test('ties its label, hint and message to the control', () => {
    render(
      <Field label="Resale price (USD)" hint="What you ask for it." error="Enter a price">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Resale price (USD)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('What you ask for it. Enter a price');
  });

  test('a valid field says so and carries only its hint', () => {
    render(<TextField label="Password" type="password" hint="At least 8 characters." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
  });

  test('a text field is closed in server-rendered HTML (typing there would be wiped at hydration), open in the browser', () => {
    expect(renderToString(<TextField label="Email" />)).toMatch(/<input[^>]*disabled/);
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });
});
