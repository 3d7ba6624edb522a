import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { CUSTOMER_ON } from './visibility.ts';
import { chatOptionsFor, createChat } from './chat-instance.ts';
import type { ChatController } from './chat-controller.ts';
import { ChatWindow } from './ChatWindow.tsx';
import { useCustomerDisplay } from './customer-display.ts';
import { openExternal } from './links.ts';
import { CS_TEXTS as T } from './texts.ts';
import styles from './CustomerScreen.module.css';

let pageChat: ChatController | null = null;

/**
 * /customer (§2): the customer-service window as a full page, as the bank's client apps open
 * it (`?channel=4` for the direct-connection channel). The conversation lives as long as the
 * page; leaving the screen ends a human conversation.
 */
export default function CustomerScreen() {
  const { search } = useLocation();
  const [chat] = useState(() => (pageChat ??= createChat(chatOptionsFor(search))));
  const display = useCustomerDisplay();

  useEffect(() => () => chat.close(), [chat]);

  // The switch hides the service; an unreachable parameter does not (the chat calls would say so).
  const off = display !== undefined && display !== null && display !== CUSTOMER_ON;

  return (
    <main className={styles.page} data-testid="customer-screen">
      <h1 className={styles.srOnly}>{T.pageHeading}</h1>
      {display === undefined && <Spin className={styles.loading} />}
      {off && <Result status="info" title={T.unavailable} className={styles.off} />}
      {display !== undefined && !off && <ChatWindow chat={chat} variant="page" onOpenLink={openExternal} focusInput />}
    </main>
  );
}
