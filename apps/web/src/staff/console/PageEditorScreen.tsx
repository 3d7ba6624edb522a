import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Result, Space, Spin, Tabs, Tag, message } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { checkPageValue, problemText, type PageProblem } from '@portal/contract/calls/console/page-check';
import { consolePageDiscardDraft } from '@portal/contract/calls/console/page-discard-draft';
import { PAGE_CONSOLE_LIMITS, type PageSummary } from '@portal/contract/calls/console/page-fields';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import type { PageData } from '@portal/contract/page-config';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { pageLabel } from '../labels.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { BannerEditor } from './BannerEditor.tsx';
import { FooterEditor } from './FooterEditor.tsx';
import { JsonPanel } from './JsonPanel.tsx';
import type { ProblemAt } from './list-edit.ts';
import { MenuEditor } from './MenuEditor.tsx';
import { ModuleEditor } from './ModuleEditor.tsx';
import { PagePreview } from './PagePreview.tsx';
import { TopNavEditor } from './TopNavEditor.tsx';
import { VersionsDrawer } from './VersionsDrawer.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

const pretty = (page: PageData) => JSON.stringify(page, null, 2);

interface Editing {
  summary: PageSummary;
  /** What the editor shows: the saved draft, else the published document. */
  doc: PageData;
  /** The published version the edits start from. */
  baseVersion: number;
  /** Bumped when `doc` changes, so the JSON tab starts again from it. */
  revision: number;
  /** JSON text edited but not yet applied to the forms (the text itself is in `jsonText`). */
  jsonDirty: boolean;
  dirty: boolean;
}

/** Editor of one page's draft: form tabs, raw JSON, live preview of the real shell, publish, history. */
function PageEditor({ pageCode, onName }: { pageCode: string; onName: (pageName: string) => void }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [tab, setTab] = useState('menu');
  const [busy, setBusy] = useState<'save' | 'publish' | 'discard' | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [toast, holder] = message.useMessage();

  /** Bumped to read the page again (after publish, discard, rollback or a failure). */
  const [tick, setTick] = useState(0);
  const load = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    let live = true;
    callApi(consolePageGet, { pageCode }).then(
      (reply) => {
        if (!live) return;
        onName(reply.summary.pageName);
        const doc = reply.draft ?? reply.published;
        const baseVersion = reply.summary.draft?.baseVersion ?? reply.summary.publishedVersion;
        setEditing((e) => ({ summary: reply.summary, doc, baseVersion, revision: (e?.revision ?? 0) + 1, jsonDirty: false, dirty: false }));
        setLoadError(null);
      },
      (err: unknown) => {
        if (live) setLoadError(failureText(err, T.saveFailed));
      },
    );
    return () => {
      live = false;
    };
  }, [pageCode, tick, onName]);

  const jsonText = useRef('');
  const doc = editing?.doc;
  const prettyDoc = useMemo(() => (doc ? pretty(doc) : ''), [doc]);
  const problems: PageProblem[] = useMemo(() => {
    if (!doc) return [];
    const checked = checkPageValue(doc, pageCode);
    return checked.ok ? [] : checked.problems;
  }, [doc, pageCode]);

  const problemAt: ProblemAt = useCallback(
    (path) => {
      const key = path.join('.');
      const found = problems.filter((p) => p.path.join('.') === key);
      return found.length > 0 ? found.map((p) => p.message).join('；') : undefined;
    },
    [problems],
  );

  if (loadError) {
    return <Result status="warning" title={loadError} extra={<Button onClick={load}>{T.retry}</Button>} />;
  }
  if (!editing) return <Spin className={styles.loading} />;

  const { summary } = editing;
  const content = editing.doc.pageContent;
  const change = (next: PageData) => setEditing((e) => e && { ...e, doc: next, revision: e.revision + 1, jsonDirty: false, dirty: true });
  const changeContent = (patch: Partial<PageData['pageContent']>) => change({ ...editing.doc, pageContent: { ...content, ...patch } });
  const changeHeader = (patch: Partial<PageData['pageContent']['headerData']>) => changeContent({ headerData: { ...content.headerData, ...patch } });
  const stale = summary.draft?.stale === true;

  async function save(): Promise<boolean> {
    if (!editing) return false;
    setBusy('save');
    setServerError(null);
    try {
      const json = editing.jsonDirty ? jsonText.current : JSON.stringify(editing.doc);
      const reply = await callApi(consolePageSaveDraft, { pageCode, baseVersion: editing.baseVersion, json });
      setEditing((e) => e && { ...e, summary: reply.summary, dirty: false });
      if (editing.jsonDirty) load();
      void toast.success(T.saved);
      return true;
    } catch (err) {
      setServerError(failureText(err, T.saveFailed));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    const trimmed = note.trim();
    if (!trimmed) return setNoteError(T.noteRequired);
    if (trimmed.length > PAGE_CONSOLE_LIMITS.noteMax) return setNoteError(`发布说明不能超过${PAGE_CONSOLE_LIMITS.noteMax}个字`);
    if ((editing?.dirty || editing?.jsonDirty || !summary.draft) && !(await save())) return setPublishOpen(false);
    setBusy('publish');
    try {
      const reply = await callApi(consolePagePublish, { pageCode, note: trimmed });
      setPublishOpen(false);
      setNote('');
      void toast.success(T.published(reply.summary.publishedVersion));
      load();
    } catch (err) {
      setPublishOpen(false);
      setServerError(failureText(err, T.saveFailed));
      load();
    } finally {
      setBusy(null);
    }
  }

  async function discard() {
    setBusy('discard');
    try {
      if (summary.draft) await callApi(consolePageDiscardDraft, { pageCode });
      load();
      void toast.success(T.discarded);
    } catch (err) {
      setServerError(failureText(err, T.saveFailed));
    } finally {
      setBusy(null);
    }
  }

  const blocked = problems.length > 0;
  const tabs = [
    { key: 'menu', label: T.tabs.menu, children: <MenuEditor items={content.headerData.menulist ?? []} problemAt={problemAt} onChange={(menulist) => changeHeader({ menulist })} /> },
    { key: 'topNav', label: T.tabs.topNav, children: <TopNavEditor items={content.headerData.headerTopNav ?? []} problemAt={problemAt} onChange={(headerTopNav) => changeHeader({ headerTopNav })} /> },
    { key: 'banners', label: T.tabs.banners, children: <BannerEditor banners={content.bannerList} problemAt={problemAt} onChange={(bannerList) => changeContent({ bannerList })} /> },
    { key: 'modules', label: T.tabs.modules, children: <ModuleEditor modules={content.moduleList} problemAt={problemAt} onChange={(moduleList) => changeContent({ moduleList })} /> },
    { key: 'footer', label: T.tabs.footer, children: <FooterEditor footer={content.footerData} problemAt={problemAt} onChange={(footerData) => changeContent({ footerData })} /> },
    {
      key: 'json',
      label: T.tabs.json,
      children: (
        <JsonPanel
          key={editing.revision}
          initial={prettyDoc}
          pageCode={pageCode}
          onText={(json) => {
            jsonText.current = json;
            if (!editing.jsonDirty) setEditing((e) => e && { ...e, jsonDirty: true, dirty: true });
          }}
          onApply={(page) => {
            change(page);
            void toast.success(T.jsonApplied);
          }}
        />
      ),
    },
    { key: 'preview', label: T.tabs.preview, children: <PagePreview page={editing.doc} /> },
  ];

  return (
    <>
      {holder}
      <div className={styles.editorBar}>
        <Space wrap>
          <Tag className={styles.codeTag}>{T.pageCode(pageCode)}</Tag>
          <Tag color="blue">{T.publishedState(summary.publishedVersion)}</Tag>
          {summary.draft ? (
            <Tag color={stale ? 'red' : 'gold'} data-testid="draft-state">
              {T.draftState(summary.draft.updatedBy, formatDateTime(summary.draft.updatedAt))}
            </Tag>
          ) : (
            <Tag data-testid="draft-state">{T.noDraft}</Tag>
          )}
          {editing.dirty && <Tag color="orange">{T.unsaved}</Tag>}
        </Space>
        <Space wrap>
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)} data-testid="open-history">
            {T.history}
          </Button>
          <Popconfirm title={T.discardConfirm} okText={T.ok} cancelText={T.cancel} onConfirm={() => discard()} disabled={!summary.draft && !editing.dirty}>
            <Button danger disabled={!summary.draft && !editing.dirty} loading={busy === 'discard'}>
              {T.discard}
            </Button>
          </Popconfirm>
          <Button onClick={() => void save()} loading={busy === 'save'} disabled={blocked && !editing.jsonDirty} data-testid="save-draft">
            {T.saveDraft}
          </Button>
          <Button type="primary" onClick={() => setPublishOpen(true)} disabled={blocked || stale} data-testid="publish">
            {T.publish}
          </Button>
        </Space>
      </div>
      {stale && summary.draft && <Alert type="warning" showIcon className={styles.block} title={T.staleAlert(summary.draft.baseVersion, summary.publishedVersion)} />}
      {serverError && <Alert type="error" showIcon closable className={styles.block} title={serverError} onClose={() => setServerError(null)} data-testid="server-error" />}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          className={styles.block}
          title={T.problemsTitle(problems.length)}
          description={
            <ul className={styles.problemList} data-testid="page-problems">
              {problems.slice(0, 20).map((p, i) => (
                <li key={i}>{problemText(p)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Tabs activeKey={tab} onChange={setTab} items={tabs} className={styles.editorTabs} />
      <Modal
        open={publishOpen}
        title={T.publishTitle}
        okText={T.publish}
        cancelText={T.cancel}
        confirmLoading={busy === 'publish' || busy === 'save'}
        onOk={() => void publish()}
        onCancel={() => setPublishOpen(false)}
        destroyOnHidden
      >
        <p>{T.publishHint(summary.publishedVersion + 1)}</p>
        <Form layout="vertical">
          <Form.Item label={T.noteLabel} required validateStatus={noteError ? 'error' : undefined} help={noteError ?? undefined}>
            <Input.TextArea
              value={note}
              maxLength={PAGE_CONSOLE_LIMITS.noteMax}
              showCount
              placeholder={T.notePlaceholder}
              onChange={(e) => {
                setNote(e.target.value);
                setNoteError(null);
              }}
              aria-label={T.noteLabel}
              data-testid="publish-note"
            />
          </Form.Item>
        </Form>
      </Modal>
      <VersionsDrawer
        pageCode={pageCode}
        current={summary.publishedVersion}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRolledBack={() => {
          setHistoryOpen(false);
          load();
        }}
      />
    </>
  );
}

export default function PageEditorScreen() {
  const { pageCode = 'index' } = useParams();
  // The title names the page as the server does once it has answered; the code stays in the editor bar.
  const [pageName, setPageName] = useState<string | null>(null);
  return (
    <OperatorPage title={T.editorTitle(pageLabel(pageCode, pageName))} intro={T.editorIntro}>
      <PageEditor key={pageCode} pageCode={pageCode} onName={setPageName} />
    </OperatorPage>
  );
}
