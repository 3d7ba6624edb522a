import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Result, Segmented, Tooltip, message, notification } from 'antd';
import { ArrowLeftOutlined, HistoryOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import type { StaffMember } from '@portal/contract/calls/staff/staff-member';
import { deskCannedReplies } from '@portal/contract/calls/desk/desk-canned-replies';
import { AGENT_STATUS_LABELS, ZAgentStatus, type AgentStatus } from '@portal/contract/calls/desk/fields';
import { callApi } from '../../api/client.ts';
import { StaffShell } from '../StaffShell.tsx';
import { STAFF_HOME_PATH } from '../staff-session.ts';
import { afterSent, myConversations, withDraft, type Drafts } from './desk-logic.ts';
import { ConversationPanel } from './ConversationPanel.tsx';
import { CustomerPanel } from './CustomerPanel.tsx';
import { HistoryDrawer } from './HistoryDrawer.tsx';
import { LeftMessagesDrawer } from './LeftMessagesDrawer.tsx';
import { QueuePanel, type ListedConversation } from './QueuePanel.tsx';
import { useDesk } from './useDesk.ts';
import { useNow } from './useDeskEvents.ts';
import { DESK_TEXTS as T } from './texts.ts';
import styles from './Desk.module.css';
import { failureText } from '../../api/failure-text.ts';

function StatusLabel({ status }: { status: AgentStatus }) {
  return (
    <span>
      <span className={`${styles.dot} ${styles[`dot_${status}`]}`} aria-hidden />
      {AGENT_STATUS_LABELS[status]}
    </span>
  );
}

/** The agent's workspace: top bar, queue and conversations, the open conversation, the customer. */
function DeskWorkspace({ staff }: { staff: StaffMember }) {
  const [toast, toastHolder] = message.useMessage();
  const [notice, noticeHolder] = notification.useNotification();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [failedImages, setFailedImages] = useState<Record<string, File | undefined>>({});
  const [canned, setCanned] = useState<{ id: string; text: string }[] | null>([]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [leftOpen, setLeftOpen] = useState(false);
  const [statusBusy, setStatusBusy] = useState(false);
  const now = useNow(60_000);

  const onOffer = useCallback(
    (offer: { uuid: string; customerName: string }) =>
      notice.info({ key: offer.uuid, title: T.newOfferTitle, description: T.newOffer(offer.customerName), placement: 'topRight', duration: 6, icon: <MessageOutlined style={{ color: '#1554ad' }} /> }),
    [notice],
  );
  const onLost = useCallback((_uuid: string, err: unknown) => void toast.error(failureText(err, T.loadFailed)), [toast]);
  const desk = useDesk({ agentName: staff.displayName, onOffer, onLost });
  const { overview, openUuid, loaded, store } = desk;

  useEffect(() => {
    callApi(deskCannedReplies, {}).then(
      (r) => setCanned(r.replies),
      () => setCanned(null),
    );
  }, []);

  // The agent's live conversations, then those the desk keeps after they ended (until closed).
  const listed = useMemo<ListedConversation[]>(() => {
    const live = (overview ? myConversations(overview) : []).map((c) => ({ ...c, kept: false }));
    const liveIds = new Set(overview?.conversations.map((c) => c.uuid));
    const kept = Object.entries(loaded)
      .filter(([uuid]) => !liveIds.has(uuid))
      .map(([uuid, c]) => {
        const last = c.messages.at(-1);
        const lastMessage = last ? (last.kind === 'image' ? T.imageMark : last.body) : null;
        return { uuid, customerName: c.detail.summary.customerName, state: c.detail.summary.state, lastMessage, unread: 0, kept: true };
      });
    return [...live, ...kept];
  }, [loaded, overview]);

  async function setStatus(status: AgentStatus) {
    setStatusBusy(true);
    try {
      await store.setStatus(status);
      void toast.success(T.statusChanged(AGENT_STATUS_LABELS[status]));
    } catch (err) {
      void toast.error(failureText(err, T.statusFailed));
    } finally {
      setStatusBusy(false);
    }
  }

  const me = overview?.me;
  const full = me ? me.active >= me.maxConcurrent : false;
  const open = openUuid ? loaded[openUuid] : undefined;

  return (
    <div className={styles.desk}>
      {toastHolder}
      {noticeHolder}
      <div className={styles.topBar} data-testid="desk-top-bar">
        <h1 className={styles.title}>
          <Link to={STAFF_HOME_PATH} className={styles.back} aria-label={T.backHome} title={T.backHome}>
            <ArrowLeftOutlined />
          </Link>
          {T.title}
        </h1>
        <div className={styles.statusGroup}>
          <span>{T.myStatus}</span>
          <Segmented<AgentStatus>
            value={me?.status ?? 'offline'}
            disabled={!me || statusBusy}
            onChange={(v) => void setStatus(v)}
            options={ZAgentStatus.options.map((s) => ({ value: s, label: <StatusLabel status={s} /> }))}
            data-testid="desk-status"
          />
        </div>
        {me && (
          <span className={`${styles.load} ${full ? styles.loadFull : ''}`} data-testid="desk-load">
            {T.load(me.active, me.maxConcurrent)}
          </span>
        )}
        <span className={styles.spacer} />
        <Tooltip title={desk.live ? T.liveOn : T.liveOff}>
          <span className={styles.live} data-testid="desk-live">
            <Badge status={desk.live ? 'success' : 'warning'} text={desk.live ? T.liveOn : T.liveOff} />
          </span>
        </Tooltip>
        <Badge count={overview?.openLeftMessages ?? 0} size="small" offset={[-4, 2]}>
          <Button icon={<MailOutlined />} onClick={() => setLeftOpen(true)} data-testid="desk-left-messages-open">
            {T.leftMessages}
          </Button>
        </Badge>
        <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)} data-testid="desk-history-open">
          {T.history}
        </Button>
      </div>
      {desk.overviewFailed && <Alert type="warning" showIcon title={T.overviewFailed} />}
      {me && me.status !== 'online' && <Alert type="info" showIcon title={me.status === 'away' ? T.awayHint : T.offlineHint} data-testid="desk-status-hint" />}
      <div className={styles.columns}>
        <QueuePanel
          overview={overview}
          conversations={listed}
          openUuid={openUuid}
          onOpen={store.open}
          onAccept={store.accept}
          onDismiss={store.forget}
          toast={toast}
        />
        {openUuid ? (
          <ConversationPanel
            key={openUuid}
            uuid={openUuid}
            conversation={open}
            live={overview?.conversations.find((c) => c.uuid === openUuid)}
            draft={drafts[openUuid] ?? ''}
            onDraft={(text) => setDrafts((d) => withDraft(d, openUuid, text))}
            failedImage={failedImages[openUuid]}
            onFailedImage={(file) => setFailedImages((f) => ({ ...f, [openUuid]: file }))}
            cannedReplies={canned}
            actions={{
              accept: store.accept,
              sendImage: store.sendImage,
              end: store.end,
              transfer: store.transfer,
              send: async (uuid, text) => {
                await store.send(uuid, text);
                setDrafts((d) => afterSent(d, uuid, text));
              },
            }}
            toast={toast}
            now={now}
          />
        ) : (
          <section className={styles.column}>
            <div className={styles.placeholder}>
              <MessageOutlined className={styles.placeholderIcon} />
              <h3>{T.pickConversation}</h3>
              <p>{T.pickConversationHint}</p>
            </div>
          </section>
        )}
        <CustomerPanel detail={open?.detail ?? null} />
      </div>
      <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} now={now} />
      <LeftMessagesDrawer open={leftOpen} onClose={() => setLeftOpen(false)} onChanged={store.refreshAll} toast={toast} />
    </div>
  );
}

/** #/staff/desk: the agent desk; other staff roles are told it is not theirs. */
export default function DeskScreen() {
  const staff = useLoaderData() as StaffMember;
  const navigate = useNavigate();
  return (
    <StaffShell staff={staff} wide={staff.role === 'agent'}>
      {staff.role === 'agent' ? (
        <DeskWorkspace staff={staff} />
      ) : (
        <Result
          status="403"
          title={T.onlyAgents}
          subTitle={T.onlyAgentsHint}
          extra={
            <Button type="primary" onClick={() => navigate(STAFF_HOME_PATH)}>
              {T.backHome}
            </Button>
          }
          data-testid="desk-refused"
        />
      )}
    </StaffShell>
  );
}
