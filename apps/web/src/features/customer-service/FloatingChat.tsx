import { useNavigate } from 'react-router-dom';
import { AntdProvider } from '../../app/AntdProvider.tsx';
import { floatingChat } from './chat-instance.ts';
import { ChatWindow } from './ChatWindow.tsx';
import { openExternal } from './links.ts';

/**
 * The fixed chat panel of the floating entry. Once loaded it stays mounted and is only hidden
 * when closed, so the draft and the scroll position survive; closing ends a human conversation
 * (§7 disconnect) while the transcript stays.
 */
export default function FloatingChat({ open, search, onClose }: { open: boolean; search: string; onClose: () => void }) {
  const chat = floatingChat(search);
  const navigate = useNavigate();

  function close() {
    chat.close();
    onClose();
  }

  return (
    <AntdProvider>
      <div hidden={!open}>
        <ChatWindow
          chat={chat}
          variant="floating"
          onClose={close}
          focusInput={open}
          onOpenLink={(url) => (url.startsWith('#/') ? navigate(url.slice(1)) : openExternal(url))}
        />
      </div>
    </AntdProvider>
  );
}
