import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { notify } from '../../lib/toast.ts';
import { AppToaster } from './app-toaster.tsx';

describe('AppToaster', () => {
  // jsdom has no matchMedia; the toaster asks it whether the visitor prefers reduced motion.
  beforeEach(() =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  afterEach(() => {
    act(() => notify.dismiss());
    vi.unstubAllGlobals();
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
