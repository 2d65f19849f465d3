-- The organisation's on-call (jour) number, given with safety advice by the chat assistant.
ALTER TABLE organisations ADD COLUMN on_call_phone text;

-- Quick replies the assistant offered with a message, shown as chips by the chat.
ALTER TABLE chat_messages ADD COLUMN suggestions jsonb;
