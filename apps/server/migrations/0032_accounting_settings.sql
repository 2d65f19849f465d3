-- The accounting export (docs/INTEGRATIONS.md): close-out costs per contractor and property as
-- CSV or SIE 4. The organisation's accounts and voucher series; defaults from the BAS chart:
-- 5170 repairs and maintenance of buildings, 2440 accounts payable.
CREATE TABLE accounting_settings (
  organisation_id  uuid PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
  cost_account     text NOT NULL DEFAULT '5170' CHECK (cost_account ~ '^[0-9]{4}$'),
  payable_account  text NOT NULL DEFAULT '2440' CHECK (payable_account ~ '^[0-9]{4}$'),
  voucher_series   text NOT NULL DEFAULT 'A' CHECK (voucher_series ~ '^[A-Z0-9]{1,4}$')
);
