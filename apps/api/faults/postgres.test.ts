// The PostgreSQL fault suite, in this order, as one file: its parts share the private cluster
// (started by support/global-setup.ts) and one of them stops it, so they must not run at once.
// The embedded-database restart is a file of its own and runs beside this one.
import './postgres/database-faults.ts';
import './postgres/lost-connections.ts';
import './postgres/live-catch-up.ts';
import './postgres/shutdown-and-restart.ts';
