-- A sender's own id for a chat message (decision 0050): a send repeated after a lost answer
-- (a phone losing signal between the request and the reply) is answered with the first send's
-- reply instead of being taken as a second message.
ALTER TABLE chat_messages ADD COLUMN client_message_id uuid;
CREATE UNIQUE INDEX chat_messages_client_id_idx ON chat_messages (session_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
