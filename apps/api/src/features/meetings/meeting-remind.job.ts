import type { JobDefinition } from '../../shared/jobs/job-queue.ts';
import { MEETING_REMIND_JOB } from './meetings.repo.ts';
import type { MeetingsService } from './meetings.service.ts';

/**
 * Queued when a meeting time is confirmed, due an hour before it (at once within the hour): both
 * sides are reminded unless the time changed or the booking ended (decision 055). One not due yet
 * (clocks apart) fails the run, and the queue tries again later.
 */
export function meetingRemindJob(meetings: MeetingsService): JobDefinition {
  return {
    name: MEETING_REMIND_JOB,
    handler: async (data) => {
      const { bookingId, at } = data as { bookingId?: unknown; at?: unknown };
      if (typeof bookingId !== 'string' || typeof at !== 'string') return;
      const outcome = await meetings.remind(bookingId, at);
      if (outcome === 'not-due') throw new Error(`the meeting of ${bookingId} is not due yet`);
    },
  };
}
