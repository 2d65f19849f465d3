-- A button the assistant offers with a message besides its quick replies (open the report form
-- with what is known, start a new conversation); kept so a resumed conversation shows it again.
ALTER TABLE chat_messages ADD COLUMN action jsonb;
