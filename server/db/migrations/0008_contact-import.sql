-- ===== Hand-written (issue 18 item 7, docs/decisions/028): contacts from a CSV import are not live "new lead" events =====
-- A 10,000-row import would otherwise raise 10,000 live-desk alerts; the member importing sees the list refreshed.
CREATE OR REPLACE FUNCTION bcai_live_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.source IS DISTINCT FROM 'import' THEN
    INSERT INTO "live_events" ("kind", "contact_id", "conversation_id") VALUES ('lead', NEW.id, NEW.conversation_id);
  END IF;
  RETURN NULL;
END $$;
