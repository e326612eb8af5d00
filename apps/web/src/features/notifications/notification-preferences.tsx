import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@resale-zone/contract/notifications';
import { QueryError } from '../../components/ui/load-error.tsx';
import { notify } from '../../lib/toast.ts';
import { preferencesQuery, useSetPreference } from './notifications.api.ts';

/**
 * Per kind: in the bell only, or by email too (each change is saved at once). Email goes only to
 * a verified address.
 */
export function NotificationPreferencesForm({ userId }: { userId: string }) {
  const query = useQuery(preferencesQuery(userId));
  const { data, isError } = query;
  const save = useSetPreference(userId);

  if (isError) {
    return <QueryError query={query} message="Could not load your email choices." />;
  }
  return (
    <fieldset className="grid gap-2 rounded-box border border-base-300 bg-base-100 p-4">
      <legend className="px-1 font-semibold">Also tell me by email</legend>
      <p className="text-sm text-ink-muted">
        Everything is always in the bell. Email goes only to a verified address, and at most one
        message email per conversation an hour.
      </p>
      {NOTIFICATION_KINDS.map((kind) => (
        <label key={kind} className="flex cursor-pointer items-center gap-3 py-1">
          <input
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm"
            checked={data?.email[kind] ?? true}
            disabled={!data || save.isPending}
            onChange={(e) =>
              save.mutate(
                { kind, email: e.target.checked },
                {
                  onSuccess: () => notify.success('Saved'),
                  onError: (err) => notify.error(err.message),
                },
              )
            }
          />
          <span>{NOTIFICATION_KIND_LABELS[kind]}</span>
        </label>
      ))}
    </fieldset>
  );
}
