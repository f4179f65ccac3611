-- Accounts, security and the operator console: restrictions, passwords, language, inbox, check-in points,
-- referrals and agents, and the append-only audit log.

-- Restrictions are separate flags, each with when it was set and the operator's message to the user; a row
-- exists while the restriction is in force. `users.status` (one state at a time) could not say "frozen and
-- barred from withdrawing", so it goes.
CREATE TABLE user_restrictions (
  user_id    bigint NOT NULL REFERENCES users (id),
  flag       text NOT NULL CHECK (flag IN ('frozen', 'disabled', 'login_banned', 'trading_barred', 'withdrawal_barred')),
  since      timestamptz NOT NULL,
  reason_jp  text NOT NULL,
  reason_cn  text NOT NULL,
  reason_us  text NOT NULL,
  set_by     bigint NOT NULL REFERENCES users (id),
  PRIMARY KEY (user_id, flag)
);

INSERT INTO user_restrictions (user_id, flag, since, reason_jp, reason_cn, reason_us, set_by)
  SELECT id, CASE status WHEN 'banned' THEN 'login_banned' ELSE status END, created_at,
         'サポートまでご連絡ください。', '请联系客服。', 'Please contact customer support.', id
  FROM users WHERE status <> 'active';
ALTER TABLE users DROP COLUMN status;

ALTER TABLE users
  ADD COLUMN language           text NOT NULL DEFAULT 'jp' CHECK (language IN ('jp', 'cn', 'us')),
  ADD COLUMN fund_password_hash text,
  ADD COLUMN last_login_at      timestamptz,
  ADD COLUMN display_name       text,
  -- Real-name verification lands with identity checks; the agent rules read it already.
  ADD COLUMN real_name_status   text NOT NULL DEFAULT 'unverified'
    CHECK (real_name_status IN ('unverified', 'reviewing', 'verified', 'rejected')),
  ADD COLUMN real_name          text,
  -- An agent (seat account) earns rebate_ratio_bp / 10000 of the fees its invitees pay; disclosed to the agent.
  ADD COLUMN rebate_ratio_bp    integer CHECK (rebate_ratio_bp BETWEEN 0 AND 5000);
CREATE INDEX users_inviter_id ON users (inviter_id);

ALTER TABLE sessions
  ADD COLUMN ip_address text NOT NULL DEFAULT '',
  ADD COLUMN user_agent text NOT NULL DEFAULT '';

-- Login throttling covers password changes too, each in its own scope.
ALTER TABLE login_failures ADD COLUMN scope text NOT NULL DEFAULT 'login';
CREATE INDEX login_failures_scope_account_at ON login_failures (scope, account, at);

-- Config: who changed what, and the values the operator console edits.
ALTER TABLE config
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by bigint REFERENCES users (id);
UPDATE config SET value = CASE WHEN value IN ('true', '1') THEN '1' ELSE '0' END WHERE name = 'invite_required';
UPDATE config SET public = true WHERE name = 'paper_opening_credit';
INSERT INTO config (name, value, public) VALUES
  ('deposit_bank_name', 'カブト銀行', true),
  ('deposit_branch_name', '本店営業部', true),
  ('deposit_branch_code', '001', true),
  ('deposit_account_name', 'カ）カブトショウケン', true),
  ('deposit_enabled', '1', true),
  ('deposit_hours', '09:00-17:00', true),
  ('deposit_days', 'business', true),
  ('withdrawal_hours', '09:00-15:00', true),
  ('withdrawal_days', 'business', true),
  ('deposit_min', '1000', true),
  ('deposit_max', '10000000', true),
  ('withdrawal_min', '100', true),
  ('withdrawal_max', '5000000', true),
  ('withdrawal_second_approval_threshold', '1000000', false),
  ('fee_buy_percent', '0.10', true),
  ('fee_sell_percent', '0.10', true),
  ('fee_min', '100', true),
  ('exchange_spread_percent', '0.25', true),
  ('loan_rate_percent', '9.00', true),
  ('leverage_choices', '1,2,3,3.3', true),
  ('margin_warning_percent', '25.00', true),
  ('market_always_open', '0', true),
  ('referral_rebate_percent', '20.00', true)
ON CONFLICT (name) DO NOTHING;

-- The inbox: system messages the server sends and operator messages, each in three languages.
CREATE TABLE operator_messages (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience   text NOT NULL CHECK (audience IN ('user', 'all')),
  user_id    bigint REFERENCES users (id),
  title_jp   text NOT NULL,
  title_cn   text NOT NULL,
  title_us   text NOT NULL,
  body_jp    text NOT NULL,
  body_cn    text NOT NULL,
  body_us    text NOT NULL,
  recipients integer NOT NULL,
  sent_at    timestamptz NOT NULL,
  sent_by    bigint NOT NULL REFERENCES users (id),
  CHECK ((audience = 'user') = (user_id IS NOT NULL))
);

CREATE TABLE inbox_messages (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users (id),
  kind                text NOT NULL CHECK (kind IN ('system', 'operator')),
  title_jp            text NOT NULL,
  title_cn            text NOT NULL,
  title_us            text NOT NULL,
  body_jp             text NOT NULL,
  body_cn             text NOT NULL,
  body_us             text NOT NULL,
  created_at          timestamptz NOT NULL,
  read_at             timestamptz,
  record_id           bigint,
  operator_message_id bigint REFERENCES operator_messages (id)
);
CREATE INDEX inbox_messages_user ON inbox_messages (user_id, id DESC);

-- Daily check-in. Points are not money: they live here until redeemed through the ledger.
CREATE TABLE checkin_days (
  user_id bigint NOT NULL REFERENCES users (id),
  day     date NOT NULL,
  streak  integer NOT NULL CHECK (streak >= 1),
  at      timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- Every points movement. Earned rows carry what is left of them (`remaining`) and when they expire, so
-- redemptions use the oldest points first and expiry removes exactly what is unused.
CREATE TABLE points_movements (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  kind       text NOT NULL CHECK (kind IN ('check_in', 'streak_bonus', 'redemption', 'expiry')),
  points     integer NOT NULL CHECK (points <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  remaining  integer CHECK (remaining >= 0),
  expires_at timestamptz,
  record_id  bigint,
  at         timestamptz NOT NULL,
  CHECK ((kind IN ('check_in', 'streak_bonus')) = (points > 0)),
  CHECK ((remaining IS NULL) = (points < 0))
);
CREATE INDEX points_movements_user ON points_movements (user_id, id);

-- Agent (seat account) applications; an operator decides.
CREATE TABLE agent_applications (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  status       text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  submitted_at timestamptz NOT NULL,
  decided_at   timestamptz,
  decided_by   bigint REFERENCES users (id)
);
CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (user_id) WHERE status = 'pending';

-- One rebate per fee transfer: paying twice for the same fee is impossible.
CREATE TABLE referral_rebates (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agent_id        bigint NOT NULL REFERENCES users (id),
  invitee_id      bigint NOT NULL REFERENCES users (id),
  fee_transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  fee_type        text NOT NULL CHECK (fee_type IN ('buy_fee', 'sell_fee')),
  stock_code      text,
  fee_currency    text NOT NULL,
  fee_minor       bigint NOT NULL CHECK (fee_minor > 0),
  fee_jpy         bigint NOT NULL CHECK (fee_jpy > 0),
  ratio_bp        integer NOT NULL CHECK (ratio_bp BETWEEN 0 AND 5000),
  amount_jpy      bigint NOT NULL CHECK (amount_jpy > 0),
  transfer_id     bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at      timestamptz NOT NULL
);
CREATE INDEX referral_rebates_agent ON referral_rebates (agent_id, id DESC);

-- Every operator action, written in the same transaction as the action. Append-only, like the ledger.
CREATE TABLE audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL,
  operator_id bigint NOT NULL REFERENCES users (id),
  action      text NOT NULL,
  target_type text NOT NULL,
  target_id   text NOT NULL,
  before      jsonb,
  after       jsonb,
  reason      text,
  ip_address  text NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'check_violation';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
