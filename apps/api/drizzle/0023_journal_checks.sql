-- Cheaper debit = credit checks for bulk booking (issue #13: 10,000 documents in seconds). Before,
-- one deferred row trigger on each entry and one on each movement ran the same sum again per row
-- (an entry with three movements was summed four times at commit). Now:
-- * each entry is summed once at commit (deferred row trigger on journal_entries, as before);
-- * movements are checked once per INSERT statement, for all entries the statement touched: an
--   entry's movements are written by one statement (the app writes an entry and its movements in
--   the same statement), so a movement added later to an entry, or a statement that leaves an
--   entry unbalanced, is refused at once with the same error.
CREATE OR REPLACE FUNCTION kontor_journal_entry_balance_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sums record;
BEGIN
  SELECT count(*) AS n, coalesce(sum(debit), 0) AS debit, coalesce(sum(credit), 0) AS credit
    INTO sums FROM journal_movements WHERE tenant_id = NEW.tenant_id AND entry_id = NEW.id;
  IF sums.n < 2 OR sums.debit <> sums.credit THEN
    RAISE EXCEPTION 'Buchungssatz % ist nicht ausgeglichen: Soll % ≠ Haben %.', NEW.id, sums.debit, sums.credit
      USING ERRCODE = 'KT003';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kontor_journal_movements_balance_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  -- Per entry of the statement one lookup by primary key (a join against the whole table could
  -- scan it, since the transition table has no statistics).
  SELECT a.entry_id, s.debit, s.credit INTO bad
    FROM (SELECT DISTINCT tenant_id, entry_id FROM added) a
    CROSS JOIN LATERAL (
      SELECT count(*) AS n, coalesce(sum(m.debit), 0) AS debit, coalesce(sum(m.credit), 0) AS credit
      FROM journal_movements m
      WHERE m.tenant_id = a.tenant_id AND m.entry_id = a.entry_id
    ) s
    WHERE s.n < 2 OR s.debit <> s.credit
    ORDER BY a.entry_id
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Buchungssatz % ist nicht ausgeglichen: Soll % ≠ Haben %.', bad.entry_id, bad.debit, bad.credit
      USING ERRCODE = 'KT003';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER journal_entries_balanced ON journal_entries;
--> statement-breakpoint
DROP TRIGGER journal_movements_balanced ON journal_movements;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kontor_journal_entry_balance_check();
--> statement-breakpoint
CREATE TRIGGER journal_movements_balanced AFTER INSERT ON journal_movements
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION kontor_journal_movements_balance_check();
--> statement-breakpoint
DROP FUNCTION kontor_journal_balance_check();
