import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-dialog.tsx';

describe('ConfirmDeleteDialog', () => {
  test("shows the spec's texts for the item and confirms with Delete", async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDeleteDialog name="iPhone 13" onCancel={() => {}} onConfirm={onConfirm} />);
    expect(
      screen.getByRole('heading', { name: 'Are you sure you want to delete?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('If you delete iPhone 13. It cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  test('Cancel cancels, and nothing shows when there is nothing to delete', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <ConfirmDeleteDialog name="Mi 13" onCancel={onCancel} onConfirm={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<ConfirmDeleteDialog name={null} onCancel={onCancel} onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
