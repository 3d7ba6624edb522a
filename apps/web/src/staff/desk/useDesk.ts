import { useEffect, useState, useSyncExternalStore } from 'react';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import { deskEnd } from '@portal/contract/calls/desk/desk-end';
import { deskOverview } from '@portal/contract/calls/desk/desk-overview';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSendImage } from '@portal/contract/calls/desk/desk-send-image';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { deskTransfer } from '@portal/contract/calls/desk/desk-transfer';
import { callApi, callUpload } from '../../api/client.ts';
import { createDeskStore, type DeskApi, type DeskEvents } from './desk-store.ts';
import { useDeskEvents } from './useDeskEvents.ts';

/** How often the desk asks again without being told (a fallback for a lost event stream). */
export const DESK_REFRESH_MS = 10_000;

const deskApi: DeskApi = {
  overview: () => callApi(deskOverview, {}),
  conversation: (uuid, after) => callApi(deskConversation, { uuid, after }),
  setStatus: (status) => callApi(deskSetStatus, { status }),
  accept: (uuid) => callApi(deskAccept, { uuid }),
  send: (uuid, text) => callApi(deskSend, { uuid, text }),
  sendImage: (uuid, file) => callUpload(deskSendImage, { uuid }, [file]),
  end: (uuid) => callApi(deskEnd, { uuid }),
  transfer: (uuid, toLoginName, note) => callApi(deskTransfer, { uuid, toLoginName, note }),
};

/**
 * The agent desk while the screen is open: its store, fed by the event stream (what changed),
 * a 10 s timer and a full refresh after the stream reconnects (a change may have been missed).
 */
export function useDesk({ agentName, onOffer, onLost }: DeskEvents & { agentName: string }) {
  const [store] = useState(() => createDeskStore(deskApi, agentName));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => store.setEvents({ onOffer, onLost }), [store, onOffer, onLost]);
  const live = useDeskEvents(store.changed, store.refreshAll);

  useEffect(() => {
    void store.refreshOverview();
    const timer = window.setInterval(store.refreshAll, DESK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [store]);

  return { ...snapshot, live, store };
}
