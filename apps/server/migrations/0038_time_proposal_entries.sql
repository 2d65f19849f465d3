-- The timeline gains a proposed visit time and its decline (docs/decisions/0048), so the reporter
-- and the contractor are told of them as of any change; extended in place as 0024 does.
DO $$
DECLARE
  def text;
BEGIN
  SELECT pg_get_constraintdef(c.oid) INTO def FROM pg_constraint c
   WHERE c.conrelid = 'report_actions'::regclass AND c.conname = 'report_actions_kind_check';
  IF def IS NOT NULL AND position('''time_proposed''' IN def) = 0 THEN
    EXECUTE 'ALTER TABLE report_actions DROP CONSTRAINT report_actions_kind_check, ADD CONSTRAINT '
      || 'report_actions_kind_check '
      || replace(def, 'ARRAY[', 'ARRAY[''time_proposed''::text, ''time_declined''::text, ');
  END IF;
END
$$;
