import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { notify } from '../../lib/toast.ts';
import { AppToaster } from './app-toaster.tsx';

describe('AppToaster', () => {
  afterEach(() => {
    act(() => notify.dismiss());
  });

  test('shows toasts at the top centre', async () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Make advertise successfully');
    });

    const toast = await screen.findByText('Make advertise successfully');
    const container = toast.closest('[style*="position: fixed"]') as HTMLElement | null;
    expect(container).not.toBeNull();
    const row = toast.closest('[style*="justify-content"]') as HTMLElement;
    expect(row.style.justifyContent).toBe('center');
    expect(row.style.top).toBe('0px');
  });

  test('keeps at most 20 toasts at once', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) notify.error(`Problem ${i}`);
    });

    expect(await screen.findByText('Problem 25')).toBeInTheDocument();
    expect(screen.getAllByText(/^Problem \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Problem 5')).not.toBeInTheDocument();
  });
});
