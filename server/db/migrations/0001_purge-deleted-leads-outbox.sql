-- Every outbox row is written with its contact's id; the id is NULL only when the contact was deleted before
-- deleting a contact also deleted its outbox rows. Those rows still hold a full copy of the deleted lead.
DELETE FROM "outbox" WHERE "contact_id" IS NULL;
