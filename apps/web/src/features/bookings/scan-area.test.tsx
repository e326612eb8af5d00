import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { anOrder, heldState } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MyOrders } from './my-orders.tsx';

/**
 * Scan in the seller's code dialog when the camera cannot be used. jsdom has no camera: each test
 * gives the browser the getUserMedia it needs (none, one that refuses, one whose stream is
 * watched). Reading a real QR code is the browser journey's part (e2e/tests/qr-scan.spec.ts).
 */

const SCAN = 'Scan the buyer’s QR code';

function giveCamera(getUserMedia: MediaDevices['getUserMedia'] | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });
}
const refusing = (name: string) =>
  vi.fn<MediaDevices['getUserMedia']>(() => Promise.reject(new DOMException('No', name)));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function openDialog() {
  const user = userEvent.setup();
  fakeApi.use(
    answer('GET /order', [anOrder({ _id: 'order-9', productName: 'Galaxy S21', ...heldState })]),
  );
  renderApp(<MyOrders email="sam.seller@resale.zone" />);
  await user.click(
    await screen.findByRole('button', { name: 'Enter handover code for Galaxy S21' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Enter handover code: Galaxy S21' });
  return { user, dialog, field: within(dialog).getByLabelText('Handover code') };
}

describe('Scan the handover code', () => {
  test('a browser without getUserMedia offers no Scan and says to type the code', async () => {
    giveCamera(undefined);
    const { dialog, field } = await openDialog();
    expect(
      within(dialog).getByText(
        'This browser cannot open a camera here: type the code from the buyer’s screen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: SCAN })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  test.each([
    [
      'NotAllowedError',
      'The camera was not allowed: type the code instead (the browser’s site settings can allow it).',
    ],
    ['NotFoundError', 'No camera found on this device: type the code instead.'],
  ])('a camera refused with %s says why and puts the focus in the field', async (name, words) => {
    const getUserMedia = refusing(name);
    giveCamera(getUserMedia);
    const { user, dialog, field } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: SCAN }));
    expect(await within(dialog).findByText(words)).toHaveAttribute('role', 'status');
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(field).toHaveFocus();
    expect(within(dialog).queryByLabelText(/^Camera picture/)).not.toBeInTheDocument();
    // Typing still works as before.
    await user.type(field, '123 456');
    expect(field).toHaveValue('123 456');
    expect(within(dialog).getByRole('button', { name: SCAN })).toBeEnabled();
  });

  test('the camera turns off on Stop scanning, and when the dialog closes', async () => {
    const stops: ReturnType<typeof vi.fn>[] = [];
    const getUserMedia = vi.fn<MediaDevices['getUserMedia']>(() => {
      const stop = vi.fn();
      stops.push(stop);
      return Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream);
    });
    giveCamera(getUserMedia);
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: SCAN }));
    expect(
      within(dialog).getByLabelText('Camera picture, looking for the buyer’s QR code'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(stops).toHaveLength(1));
    const stopButton = within(dialog).getByRole('button', { name: 'Stop scanning' });
    expect(stopButton).toHaveFocus();
    await user.click(stopButton);
    expect(stops[0]).toHaveBeenCalled();
    expect(within(dialog).queryByLabelText(/^Camera picture/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: SCAN }));
    await vi.waitFor(() => expect(stops).toHaveLength(2));
    expect(stops[1]).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stops[1]).toHaveBeenCalled();
  });
});
