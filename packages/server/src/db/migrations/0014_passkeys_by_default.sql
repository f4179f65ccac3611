-- Issue 19: a passkey and a fresh step-up guard withdrawals and bank-card changes by default (the JSDA guideline's
-- default after the 2025 account takeovers). 0011 shipped the setting off while the app was wired; a data folder that
-- still holds that default gets the new one. The seeded demo accounts are marked so they may keep using the password
-- alone until they register a passkey (seed.ts sets the flag).
UPDATE config SET value = '1' WHERE name = 'security_passkey_required_for_money' AND value = '0';
ALTER TABLE users ADD COLUMN demo boolean NOT NULL DEFAULT false;
