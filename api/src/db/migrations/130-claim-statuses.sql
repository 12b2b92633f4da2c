-- Claim statuses 7 In review and 8 Disputed (@rv/domain/dealer PROGRAM_LINE_STATUS and its transition table).
ALTER TABLE program_lines DROP CONSTRAINT program_lines_status_check;
ALTER TABLE program_lines ADD CONSTRAINT program_lines_status_check CHECK (status BETWEEN 1 AND 8);
