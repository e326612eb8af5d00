import type { ReactNode } from 'react';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface LeavePromptProps {
  /** True while the page has work that leaving would lose. */
  when: boolean;
  /** What happens to that work, e.g. "Your draft stays on this device." */
  children: ReactNode;
}

/** Asks before the app's links or Back leave a page with unsaved work (and the browser on reload). */
export function LeavePrompt({ when, children }: LeavePromptProps) {
  const blocker = useLeaveGuard(when);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      confirmLabel="Leave"
      tone="btn-primary"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      {children}
    </ConfirmDialog>
  );
}
