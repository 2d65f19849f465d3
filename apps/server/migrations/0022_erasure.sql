-- Erasure of a person (docs/PRODUCT.md "Erasure of a person", decision 0039).
-- When the person's data was erased: the account stays (errands point at it) but holds nothing
-- of them, can never sign in again, and is not erased twice.
ALTER TABLE users ADD COLUMN erased_at timestamptz;
-- A photo or file a manager keeps for the errand's history (a damage photo the insurer needs):
-- it survives the erasure of the person who uploaded it, without their name.
ALTER TABLE report_files ADD COLUMN kept_for_errand boolean NOT NULL DEFAULT false;
