-- A form post's writes (submission, bot-check spend, CRM outbox message) are TypeScript again, in one
-- transaction (api/src/modules/forms/service.ts submitForm), so a reader finds the lead's CRM queueing there.
DROP FUNCTION IF EXISTS store_form_submission(text, text, text, text, jsonb, text, text, text, text, text, text, text, text, text, timestamptz, text, jsonb);
