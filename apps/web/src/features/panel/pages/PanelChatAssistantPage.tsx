import { ChatAssistant } from '../../assistant/ChatAssistant';

export default function PanelChatAssistantPage() {
  return <ChatAssistant basePath="/panel" />;
}
