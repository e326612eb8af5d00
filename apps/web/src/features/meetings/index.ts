// The meetings feature's public face: what other features may use (eslint.config.js).
export { MeetingPanel } from './meeting-panel.tsx';
export { meetingQuery } from './meetings.api.ts';
