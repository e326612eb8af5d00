import { useMutation } from '@tanstack/react-query';
import { SuspendAnswer, type SuspendBody } from '@resale-zone/contract/admin';
import { ModifiedAnswer } from '@resale-zone/contract/common';
import type { PersonRow } from '@resale-zone/contract/users';
import { apiRequest } from '../../lib/api-client.ts';
import { formatWhen } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { idPath, useRefreshAfterAdminAction } from './admin.api.ts';

/** Suspends a member for whole days with a reason (`PUT /suspensions/{id}`, decision 058). */
export function useSuspend() {
  // Their listings leave (and come back to) the public lists.
  const refresh = useRefreshAfterAdminAction(true);
  return useMutation({
    mutationFn: ({ person, body }: { person: PersonRow; body: SuspendBody }) =>
      apiRequest(`/suspensions/${idPath(person._id)}`, SuspendAnswer, { method: 'PUT', body }),
    onSuccess: (answer, { person }) => {
      const { date, time } = formatWhen(answer.suspendedUntil);
      notify.success(`${person.name} is suspended until ${date}, ${time}.`);
    },
    onSettled: refresh,
  });
}

/** Ends a suspension early (`DELETE /suspensions/{id}`). */
export function useLiftSuspension() {
  const refresh = useRefreshAfterAdminAction(true);
  return useMutation({
    mutationFn: (person: PersonRow) =>
      apiRequest(`/suspensions/${idPath(person._id)}`, ModifiedAnswer, { method: 'DELETE' }),
    onSuccess: (_answer, person) => notify.success(`${person.name} can sign in again.`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}
