-- What a customer's chat poll reports (state, agent, the agent's and the system's messages,
-- queue places) is announced when it changes, so every instance can drop what it keeps for
-- the polls. The payload is the conversation id, with ':q' when the change moves the queue.
-- Poll counting alone (idle_polls, last_poll_at) announces nothing: it changes on every poll.
CREATE OR REPLACE FUNCTION portal_notify_chat_poll_conversation() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_chat_poll', NEW.id || CASE WHEN OLD.state = 'queued' OR NEW.state = 'queued' THEN ':q' ELSE '' END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER chat_conversations_notify_poll AFTER UPDATE ON chat_conversations
  FOR EACH ROW WHEN (
    OLD.state IS DISTINCT FROM NEW.state
    OR OLD.agent_id IS DISTINCT FROM NEW.agent_id
    OR OLD.connected_at IS DISTINCT FROM NEW.connected_at
    OR OLD.queued_at IS DISTINCT FROM NEW.queued_at
    OR OLD.ended_by IS DISTINCT FROM NEW.ended_by
    OR OLD.end_reason IS DISTINCT FROM NEW.end_reason
  )
  EXECUTE FUNCTION portal_notify_chat_poll_conversation();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_chat_poll_message() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_chat_poll', NEW.conversation_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER chat_messages_notify_poll AFTER INSERT ON chat_messages
  FOR EACH ROW WHEN (NEW.sender <> 'customer')
  EXECUTE FUNCTION portal_notify_chat_poll_message();
