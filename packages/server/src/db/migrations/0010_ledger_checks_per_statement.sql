-- The ledger's database-side guards, the same rules checked with fewer trigger calls (issue 21). A PL/pgSQL call is
-- the dearest thing a transfer does in the embedded database (each one crosses into the language's own module), and
-- a transfer made three more of them than it needed: the account guard ran for every balance the entries moved,
-- and the balance check ran at commit once per entry.

-- The account guard now fires only when a change it refuses is about to happen: its WHEN clause is evaluated by the
-- executor without calling the function. The rules are those of 0002: an account's identity never changes, and its
-- balance moves only from inside a trigger (depth 1 here, where the entries trigger runs; 2 inside the function).
DROP TRIGGER ledger_accounts_guard ON ledger_accounts;
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW
  WHEN (NEW.id <> OLD.id OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.currency <> OLD.currency
        OR NEW.kind <> OLD.kind OR NEW.allow_negative <> OLD.allow_negative
        OR (NEW.balance <> OLD.balance AND pg_trigger_depth() < 1))
  EXECUTE FUNCTION ledger_guard_account();
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();

-- Every transfer balances per currency after every statement that adds entries to it, rather than only at commit:
-- the entries trigger checks the transfers the statement touched (all their entries, earlier statements' too)
-- before it moves the running balances. Stricter than the commit-time check it replaces (a transfer can no longer
-- be unbalanced even between two statements of one transaction), and one call per statement instead of one per
-- entry at commit. ledger.ts writes a transfer's entries in one statement.
DROP TRIGGER ledger_entries_check ON ledger_entries;
DROP FUNCTION ledger_check_entry();

-- One query: the balance check of the touched transfers beside the update of the running balances (a data-modifying
-- WITH always runs to completion; it is rolled back with the statement when the check fails).
CREATE OR REPLACE FUNCTION ledger_apply_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  WITH moved AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + d.delta
      FROM (SELECT account_id, SUM(amount) AS delta FROM inserted_entries GROUP BY account_id) d
     WHERE a.id = d.account_id
    RETURNING a.id
  )
  SELECT e.transfer_id, e.currency INTO unbalanced
    FROM ledger_entries e
   WHERE e.transfer_id IN (SELECT DISTINCT transfer_id FROM inserted_entries)
   GROUP BY e.transfer_id, e.currency
  HAVING SUM(e.amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % does not balance in %', unbalanced.transfer_id, unbalanced.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
