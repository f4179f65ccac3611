-- The credit line's operator terms (issue 16): the advance rate on collateral and the firm's cap on any one
-- customer's limit (admin/config.ts checks edits; loan/score.ts reads them, falling back to these defaults).
INSERT INTO config (name, value, public) VALUES
  ('loan_advance_percent', '50.00', true),
  ('loan_house_maximum', '10000000', true)
ON CONFLICT (name) DO NOTHING;
