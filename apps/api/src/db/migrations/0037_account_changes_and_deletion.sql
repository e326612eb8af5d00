-- Your own account (issue 37): a change of email waits for a link mailed to the new address
-- (`change-email` tokens), and a member may delete their account: the row stays, emptied, with
-- the time it was deleted.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('verify-email', 'reset-password', 'change-email'));
