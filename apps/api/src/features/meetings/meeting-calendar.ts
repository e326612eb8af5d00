import { icsFile, icsText, icsUtc, type IcsLine } from '../../lib/ics.ts';

/** How long the calendar entry lasts: a handover takes a few minutes, an hour leaves room. */
const LENGTH_MS = 60 * 60 * 1000;

export interface CalendarMeeting {
  bookingId: string;
  productName: string;
  place: string;
  at: Date;
  /** Raised by every proposal: a changed time replaces the entry (same UID) in calendars. */
  sequence: number;
  /** When the time was confirmed: the entry's DTSTAMP, stable for one agreed time. */
  confirmedAt: Date;
}

/**
 * A confirmed meeting as an iCalendar file (RFC 5545, decision 055): one event at the booking's
 * place, its UID the booking's (on this site's host) so a new time updates the same entry, and an
 * alarm an hour before, as the reminder mail.
 */
export function meetingCalendar(m: CalendarMeeting, publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const page = `${publicUrl}/deshboard/meeting/${encodeURIComponent(m.bookingId)}`;
  const summary = `Meet to hand over the ${m.productName}`;
  const lines: IcsLine[] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//Resale Zone//Meetings//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['BEGIN', 'VEVENT'],
    ['UID', `booking-${m.bookingId}@${host}`],
    ['SEQUENCE', String(m.sequence)],
    ['DTSTAMP', icsUtc(m.confirmedAt)],
    ['DTSTART', icsUtc(m.at)],
    ['DTEND', icsUtc(new Date(m.at.getTime() + LENGTH_MS))],
    ['SUMMARY', icsText(summary)],
    ['LOCATION', icsText(m.place)],
    [
      'DESCRIPTION',
      icsText(
        `Resale Zone: you agreed to meet here to hand over the ${m.productName}. Check the phone before you give the handover code.\nThe booking: ${page}`,
      ),
    ],
    ['URL', page],
    ['STATUS', 'CONFIRMED'],
    ['BEGIN', 'VALARM'],
    ['ACTION', 'DISPLAY'],
    ['DESCRIPTION', icsText(summary)],
    ['TRIGGER', '-PT1H'],
    ['END', 'VALARM'],
    ['END', 'VEVENT'],
    ['END', 'VCALENDAR'],
  ];
  return icsFile(lines);
}
