import type { AuditEvent } from '@resale-zone/contract/admin';

interface ActionLook {
  label: string;
  /** daisyUI badge colour: deletions stand out from the rest. */
  badge: string;
}

const ACTIONS: Record<string, ActionLook> = {
  'make-admin': { label: 'Made admin', badge: 'badge-primary' },
  'revoke-admin': { label: 'Removed admin rights', badge: 'badge-neutral' },
  'delete-seller': { label: 'Deleted a seller', badge: 'badge-error' },
  'delete-buyer': { label: 'Deleted a buyer', badge: 'badge-error' },
  'delete-listing': { label: 'Deleted a listing', badge: 'badge-error' },
  'dismiss-reports': { label: 'Dismissed reports', badge: 'badge-neutral' },
  'block-imei': { label: 'Blocked an IMEI', badge: 'badge-error' },
  'unblock-imei': { label: 'Unblocked an IMEI', badge: 'badge-neutral' },
  'report-stolen': { label: 'Reported a phone stolen', badge: 'badge-error' },
  'stolen-report-request': { label: 'Asked to block a stolen phone', badge: 'badge-warning' },
  'approve-stolen-report': { label: 'Approved a stolen-phone report', badge: 'badge-error' },
  'decline-stolen-report': { label: 'Declined a stolen-phone report', badge: 'badge-neutral' },
  'imei-probing': { label: 'Repeated IMEI refusals', badge: 'badge-warning' },
  'dismiss-conversation-report': {
    label: 'Dismissed a conversation report',
    badge: 'badge-neutral',
  },
  'ban-from-messaging': { label: 'Stopped an account messaging', badge: 'badge-error' },
  'suspend-member': { label: 'Suspended a member', badge: 'badge-error' },
  'lift-suspension': { label: 'Lifted a suspension', badge: 'badge-neutral' },
  'add-brand': { label: 'Added a brand', badge: 'badge-primary' },
  'rename-brand': { label: 'Renamed a brand', badge: 'badge-neutral' },
  'delete-brand': { label: 'Deleted a brand', badge: 'badge-error' },
};

/** What an action reads as; an action this page does not know yet is shown as the server names it. */
export function actionLook(action: string): ActionLook {
  return ACTIONS[action] ?? { label: action, badge: 'badge-neutral' };
}

const TARGETS: Record<string, string> = {
  user: 'Account',
  listing: 'Listing',
  imei: 'IMEI',
  'stolen-report': 'Stolen-phone report',
  'conversation-report': 'Conversation report',
};

export const targetLabel = (event: Pick<AuditEvent, 'targetType'>) =>
  TARGETS[event.targetType] ?? event.targetType;
