-- Safety advice the assistant gave with a message (the hazards, the on-call number, the advice
-- text); kept so a resumed conversation shows the warning card again.
ALTER TABLE chat_messages ADD COLUMN hazard jsonb;
