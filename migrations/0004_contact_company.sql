-- The company a contact message names (optional).
ALTER TABLE contact_messages ADD COLUMN company TEXT;
