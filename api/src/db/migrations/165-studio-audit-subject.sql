-- Whom an audited action was done to when it is not a document: the staff member whose roles an admin changed.
ALTER TABLE studio_audit ADD COLUMN subject text;
