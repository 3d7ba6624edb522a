import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Form, Input, InputNumber, Select, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { DOC_CATEGORIES, DOC_FIELD_MESSAGES as M, DOC_FILE_NAME_RE, DOC_LIMITS as L, type DocCategory } from '@portal/contract/calls/documents/fields';
import { KEY_DRIVER_SYSTEMS, KEY_PROVIDERS } from '@portal/contract/calls/documents/key-providers';
import { operatorDocGet, operatorDocSave, type DocAdmin } from '@portal/contract/calls/documents/operator-documents';
import { CallError } from '@portal/contract/envelope/client';
import { callApi, callUpload } from '../../api/client.ts';
import { formatSize } from '../../features/documents/download.ts';
import { fileProblem } from './file-check.ts';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';

interface Values {
  category: DocCategory;
  title: string;
  summary: string;
  keywords: string;
  version: string;
  fileName: string;
  sort: number;
  bodyText: string;
  provider?: string;
  driverVersion?: string;
  minKeySnVersion?: string;
  systems?: string[];
  releaseDate?: string;
}

const VERSION_RE = /^\d+(\.\d+){1,3}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const FORM_FIELDS = new Set(['category', 'title', 'summary', 'keywords', 'version', 'fileName', 'sort', 'bodyText', 'file']);

/** The editor of one document (new when `doc` is null). The drawer stays open with the server's message on a failed save. */
export function DocumentDrawer({ doc, onClose, onSaved }: { doc: DocAdmin | null; onClose: () => void; onSaved: (doc: DocAdmin) => void }) {
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(doc === null);
  const category = Form.useWatch('category', form);

  // The search text is long, so the list leaves it out; the editor reads it.
  useEffect(() => {
    if (!doc) return;
    let live = true;
    callApi(operatorDocGet, { id: doc.id }).then(
      ({ bodyText }) => {
        if (!live) return;
        form.setFieldValue('bodyText', bodyText);
        setLoaded(true);
      },
      () => live && setError(T.loadFailed),
    );
    return () => {
      live = false;
    };
  }, [doc, form]);

  const initialValues: Values = doc
    ? {
        category: doc.category,
        title: doc.title,
        summary: doc.summary,
        keywords: doc.keywords,
        version: doc.version ?? '',
        fileName: doc.fileName ?? '',
        sort: doc.sort,
        bodyText: '',
        provider: doc.meta.provider,
        driverVersion: doc.meta.driverVersion,
        minKeySnVersion: doc.meta.minKeySnVersion,
        systems: (doc.meta.systems ?? '').split(',').filter(Boolean),
        releaseDate: doc.meta.releaseDate,
      }
    : { category: 'ebankManual', title: '', summary: '', keywords: '', version: '', fileName: '', sort: 0, bodyText: '', systems: [...KEY_DRIVER_SYSTEMS] };

  async function pick(chosen: File) {
    const problem = await fileProblem(chosen, form.getFieldValue('category') as DocCategory);
    setFileError(problem);
    setFile(problem ? null : chosen);
  }

  async function save(v: Values) {
    if (!doc && !file) {
      setFileError(T.fileRequired);
      return;
    }
    setSaving(true);
    setError(null);
    const meta: Record<string, string> = { ...(doc?.meta ?? {}) };
    if (v.category === 'netshieldDriver') {
      Object.assign(meta, {
        provider: v.provider ?? '',
        driverVersion: v.driverVersion?.trim() ?? '',
        minKeySnVersion: v.minKeySnVersion?.trim() ?? '',
        systems: (v.systems ?? []).join(','),
        releaseDate: v.releaseDate?.trim() ?? '',
      });
    }
    const input = {
      ...(doc ? { id: doc.id } : {}),
      category: v.category,
      title: v.title.trim(),
      summary: v.summary?.trim() ?? '',
      keywords: v.keywords?.trim() ?? '',
      version: (v.category === 'netshieldDriver' ? v.driverVersion : v.version)?.trim() ?? '',
      ...(v.fileName?.trim() ? { fileName: v.fileName.trim() } : {}),
      bodyText: v.bodyText ?? '',
      meta,
      sort: v.sort ?? 0,
    };
    try {
      const saved = file ? await callUpload(operatorDocSave, input, [file]) : await callApi(operatorDocSave, input);
      onSaved(saved.doc);
    } catch (err) {
      if (err instanceof CallError && err.field === 'file') setFileError(err.message);
      else setError(showRefusedSave(form, err, T.saveFailed, topLevelIn(FORM_FIELDS)));
    } finally {
      setSaving(false);
    }
  }

  const isDriver = category === 'netshieldDriver';
  return (
    <Drawer
      open
      onClose={onClose}
      title={doc ? T.drawerEdit(doc.title) : T.drawerNew}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} disabled={!loaded} onClick={() => form.submit()} data-testid="doc-save">
            {T.save}
          </Button>
        </Space>
      }
      data-testid="doc-drawer"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)} requiredMark>
        <div className={styles.row2}>
          <Form.Item name="category" label={T.category} rules={[{ required: true }]}>
            <Select options={DOC_CATEGORIES.map((c) => ({ value: c, label: T.categories[c] }))} aria-label={T.category} />
          </Form.Item>
          <Form.Item name="sort" label={T.sort} extra={T.sortHint}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} aria-label={T.sort} />
          </Form.Item>
        </div>
        <Form.Item
          name="title"
          label={T.docTitle}
          rules={[
            { required: true, whitespace: true, message: M.titleRequired },
            { max: L.titleMax, message: M.titleTooLong },
          ]}
        >
          <Input showCount maxLength={L.titleMax} aria-label={T.docTitle} data-testid="doc-title" />
        </Form.Item>
        <Form.Item name="summary" label={T.summary} rules={[{ max: L.summaryMax, message: M.summaryTooLong }]}>
          <Input.TextArea rows={2} showCount maxLength={L.summaryMax} aria-label={T.summary} />
        </Form.Item>
        <Form.Item name="keywords" label={T.keywords} extra={T.keywordsHint} rules={[{ max: L.keywordsMax, message: M.keywordsTooLong }]}>
          <Input maxLength={L.keywordsMax} aria-label={T.keywords} data-testid="doc-keywords" />
        </Form.Item>
        {isDriver ? (
          <div className={styles.driverBox}>
            <h4 className={styles.driverTitle}>{T.driverSection}</h4>
            <div className={styles.row2}>
              <Form.Item name="provider" label={T.provider} rules={[{ required: true, message: T.providerRequired }]}>
                <Select options={KEY_PROVIDERS.map((p) => ({ value: p.code, label: `${p.product}（${p.certType}）` }))} aria-label={T.provider} />
              </Form.Item>
              <Form.Item label={T.packageKind}>
                <span>{doc?.meta.packageKind ? T.packageKinds[doc.meta.packageKind] : T.packageKindAuto}</span>
              </Form.Item>
              <Form.Item
                name="driverVersion"
                label={T.driverVersion}
                rules={[
                  { required: true, whitespace: true, message: T.driverVersionRequired },
                  { pattern: VERSION_RE, message: T.versionPattern },
                ]}
              >
                <Input placeholder="1.0.24.1015" aria-label={T.driverVersion} />
              </Form.Item>
              <Form.Item name="minKeySnVersion" label={T.minKeySnVersion} extra={T.minKeySnHint} rules={[{ pattern: VERSION_RE, message: T.versionPattern }]}>
                <Input placeholder="1.0.24.729" aria-label={T.minKeySnVersion} />
              </Form.Item>
              <Form.Item name="systems" label={T.systems} rules={[{ required: true, type: 'array', min: 1, message: T.systemsRequired }]}>
                <Checkbox.Group options={KEY_DRIVER_SYSTEMS.map((s) => ({ value: s, label: s }))} />
              </Form.Item>
              <Form.Item
                name="releaseDate"
                label={T.releaseDate}
                rules={[
                  { required: true, message: T.releaseDateRequired },
                  { pattern: DATE_RE, message: T.releaseDateRequired },
                ]}
              >
                <Input type="date" aria-label={T.releaseDate} />
              </Form.Item>
            </div>
          </div>
        ) : (
          <Form.Item name="version" label={T.version} rules={[{ max: L.versionMax, message: M.versionTooLong }]}>
            <Input maxLength={L.versionMax} aria-label={T.version} />
          </Form.Item>
        )}
        <Form.Item
          label={isDriver ? T.fileDriver : T.file}
          required={!doc}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? (doc ? T.fileHintEdit(doc.fileName, formatSize(doc.fileSize)) : isDriver ? T.fileHintDriver : T.fileHintNew)}
        >
          <Upload
            accept={isDriver ? '.pdf,.exe,.msi,.zip,.deb' : 'application/pdf,.pdf'}
            maxCount={1}
            beforeUpload={(f) => {
              void pick(f);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />} data-testid="doc-file">
              {T.chooseFile}
            </Button>
          </Upload>
        </Form.Item>
        <Form.Item name="fileName" label={T.fileName} extra={T.fileNameHint} rules={[{ pattern: DOC_FILE_NAME_RE, message: M.fileNameInvalid }]}>
          <Input maxLength={L.fileNameMax} aria-label={T.fileName} />
        </Form.Item>
        <Form.Item name="bodyText" label={T.bodyText} extra={T.bodyTextHint}>
          <Input.TextArea rows={8} maxLength={L.bodyTextMax} aria-label={T.bodyText} data-testid="doc-body-text" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
