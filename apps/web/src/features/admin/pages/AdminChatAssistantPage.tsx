import { ChatAssistant } from '../../assistant/ChatAssistant';

export default function AdminChatAssistantPage() {
  return <ChatAssistant basePath="/admin" />;
}
