import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { FormModal } from './form-modal.tsx';

describe('FormModal', () => {
  test('is named by its title, described by its intro, and sends without leaving the page', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <FormModal
        open
        title="Reply to Rita"
        intro="Your reply is public, under the review."
        problem="The review could not be found."
        onCancel={() => {}}
        onSubmit={onSubmit}
      >
        <input aria-label="Reply" data-autofocus />
        <button type="submit">Send</button>
      </FormModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reply to Rita' });
    expect(dialog).toHaveAccessibleDescription('Your reply is public, under the review.');
    expect(screen.getByRole('alert')).toHaveTextContent('The review could not be found.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
