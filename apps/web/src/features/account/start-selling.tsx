import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Store } from 'lucide-react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { authKeys } from '../auth/index.ts';

const users = lazyContract(() => import('@resale-zone/contract/users'));

/**
 * "Start selling" for a buyer (`POST /users/me/start-selling`): the account becomes a seller's
 * and keeps its bookings and wishlist. After it, Add A Product opens.
 */
export function StartSelling({ email }: { email: string }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () =>
      apiRequest('/users/me/start-selling', users('StartSellingAnswer'), { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.role(email) });
      notify.success('You can now sell phones. Add your first one.', { forNextPage: true });
      void navigate('/deshboard/addproduct');
    },
    onError: (error) => notify.error(error.message),
    onSettled: () => setAsking(false),
  });

  return (
    <div className="mt-2 flex w-full flex-col items-center gap-2 rounded-box bg-base-200 p-4">
      <p className="text-ink-muted">Have a phone to sell too?</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setAsking(true)}>
        <Store aria-hidden className="size-4" />
        Start selling
      </button>
      <ConfirmDialog
        open={asking}
        title="Start selling?"
        confirmLabel="Start selling"
        tone="btn-primary"
        onCancel={() => setAsking(false)}
        onConfirm={() => start.mutate()}
        isPending={start.isPending}
      >
        Your account becomes a seller account: you can list phones and follow their orders. Your
        bookings and wishlist stay yours, and you can still book phones.
      </ConfirmDialog>
    </div>
  );
}
