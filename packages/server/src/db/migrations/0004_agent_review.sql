-- The operator's review of agent applications: the ratio granted on approval, the reason code and note shown to the
-- user on rejection. Each decision also writes an audit row (audit_log) in the same transaction.
ALTER TABLE agent_applications
  ADD COLUMN rebate_ratio_bp integer CHECK (rebate_ratio_bp BETWEEN 0 AND 5000),
  ADD COLUMN reject_reason   text,
  ADD COLUMN note            text CHECK (char_length(note) BETWEEN 1 AND 500),
  ADD CONSTRAINT agent_applications_ratio_only_approved CHECK (rebate_ratio_bp IS NULL OR status = 'approved'),
  ADD CONSTRAINT agent_applications_reason_only_rejected CHECK (reject_reason IS NULL OR status = 'rejected'),
  ADD CONSTRAINT agent_applications_decided CHECK ((status = 'pending') = (decided_at IS NULL));

CREATE INDEX agent_applications_queue ON agent_applications (status, id);
