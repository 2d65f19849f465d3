// What other parts of the app may use of the assistant feature (the page itself is loaded lazily).

export { startChatOutboxSync } from './chat-outbox';
