import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Form, Input, Select, Space } from 'antd';
import { ARTICLE_KIND_LABELS, ARTICLE_KINDS, columnsOfKind, type ArticleKind } from '@portal/contract/calls/articles/article-columns';
import {
  ARTICLE_FIELD_MESSAGES as M,
  ARTICLE_LIMITS as L,
  isAllowedMediaUrl,
  type ArticleAdmin,
  type ArticleContent,
} from '@portal/contract/calls/articles/article-fields';
import { operatorArticleCreate, operatorArticleUpdate } from '@portal/contract/calls/articles/operator-article-save';
import { operatorArticleSetStatus } from '@portal/contract/calls/articles/operator-article-status';
import { callApi } from '../../api/client.ts';
import { RichText } from '../../ui/RichText.tsx';
import { chinaLocalToIso, isoToChinaLocal } from '../../ui/china-time.ts';
import { ARTICLES_TEXTS as T } from './texts.ts';
import styles from './Articles.module.css';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';

interface FormValues {
  kind: ArticleKind;
  column: string;
  title: string;
  summary: string;
  bodyHtml: string;
  coverUrl: string;
  mediaUrl: string;
  source: string;
  tags: string[];
  isTop: boolean;
  publishedAt: string;
}

const FIELDS = new Set(['kind', 'column', 'title', 'summary', 'bodyHtml', 'coverUrl', 'mediaUrl', 'source', 'tags', 'isTop', 'publishedAt']);

const urlRules = [
  { max: L.urlMax, message: M.urlTooLong },
  { validator: (_: unknown, v: string | undefined) => (!v?.trim() || isAllowedMediaUrl(v.trim()) ? Promise.resolve() : Promise.reject(new Error(M.urlInvalid))) },
];

/**
 * The editor of one item (new when `article` is null), mounted while open. A failed save keeps
 * everything typed and shows the server's message at its field.
 */
export function ArticleDrawer({
  article,
  defaultKind,
  onClose,
  onSaved,
}: {
  article: ArticleAdmin | null;
  defaultKind: ArticleKind;
  onClose: () => void;
  onSaved: (article: ArticleAdmin, published: boolean) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form) ?? article?.kind ?? defaultKind;
  const body = Form.useWatch('bodyHtml', form) ?? '';
  const columns = columnsOfKind(kind as ArticleKind);

  const initialValues: FormValues = article
    ? {
        kind: article.kind as ArticleKind,
        column: article.column,
        title: article.title,
        summary: article.summary,
        bodyHtml: article.bodyHtml,
        coverUrl: article.coverUrl ?? '',
        mediaUrl: article.mediaUrl ?? '',
        source: article.source ?? '',
        tags: article.tags,
        isTop: article.isTop,
        publishedAt: isoToChinaLocal(article.publishedAt),
      }
    : {
        kind: defaultKind,
        column: columnsOfKind(defaultKind)[0]?.column ?? '',
        title: '',
        summary: '',
        bodyHtml: '',
        coverUrl: '',
        mediaUrl: '',
        source: '',
        tags: [],
        isTop: false,
        publishedAt: '',
      };

  async function save(values: FormValues, publish: boolean) {
    setSaving(publish ? 'publish' : 'save');
    setError(null);
    const content: ArticleContent = {
      kind: values.kind,
      column: values.column ?? '',
      title: values.title.trim(),
      summary: (values.summary ?? '').trim(),
      bodyHtml: values.bodyHtml ?? '',
      coverUrl: values.coverUrl?.trim() || null,
      mediaUrl: values.mediaUrl?.trim() || null,
      source: values.source?.trim() || null,
      tags: (values.tags ?? []).map((t) => t.trim()).filter(Boolean),
      isTop: values.isTop ?? false,
      publishedAt: chinaLocalToIso(values.publishedAt),
    };
    try {
      let saved = (article ? await callApi(operatorArticleUpdate, { id: article.id, ...content }) : await callApi(operatorArticleCreate, content)).article;
      if (publish) saved = (await callApi(operatorArticleSetStatus, { id: saved.id, status: 'published' })).article;
      onSaved(saved, publish);
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, topLevelIn(FIELDS)));
    } finally {
      setSaving(null);
    }
  }

  async function submit(publish: boolean) {
    try {
      const values = await form.validateFields();
      await save(values, publish);
    } catch {
      // Field errors are shown at their fields.
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title={article ? T.drawerEdit(article.id) : T.drawerNew}
      size={900}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button loading={saving === 'save'} disabled={saving !== null} onClick={() => void submit(false)} data-testid="article-save">
            {T.save}
          </Button>
          {article?.status !== 'published' && (
            <Button type="primary" loading={saving === 'publish'} disabled={saving !== null} onClick={() => void submit(true)} data-testid="article-save-publish">
              {T.saveAndPublish}
            </Button>
          )}
        </Space>
      }
      data-testid="article-drawer"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} requiredMark>
        <div className={styles.pair}>
          <Form.Item name="kind" label={T.kind} rules={[{ required: true, message: M.kindInvalid }]}>
            <Select
              options={ARTICLE_KINDS.map((k) => ({ value: k, label: ARTICLE_KIND_LABELS[k] }))}
              onChange={(k: ArticleKind) => form.setFieldValue('column', columnsOfKind(k)[0]?.column ?? '')}
              aria-label={T.kind}
              data-testid="article-kind"
            />
          </Form.Item>
          <Form.Item name="column" label={T.column} rules={[{ required: columns.length > 1, message: T.columnRequired }]}>
            <Select
              options={columns.map((c) => ({ value: c.column, label: c.label }))}
              disabled={columns.length <= 1}
              aria-label={T.column}
              data-testid="article-column"
            />
          </Form.Item>
        </div>
        <Form.Item
          name="title"
          label={T.titleLabel}
          rules={[
            { required: true, whitespace: true, message: M.titleRequired },
            { max: L.titleMax, message: M.titleTooLong },
          ]}
        >
          <Input placeholder={T.titlePlaceholder} showCount maxLength={L.titleMax} aria-label={T.titleLabel} data-testid="article-title" />
        </Form.Item>
        <Form.Item name="summary" label={T.summary} rules={[{ max: L.summaryMax, message: M.summaryTooLong }]}>
          <Input.TextArea rows={2} placeholder={T.summaryPlaceholder} showCount maxLength={L.summaryMax} aria-label={T.summary} data-testid="article-summary" />
        </Form.Item>
        <div className={styles.pair}>
          <Form.Item name="bodyHtml" label={T.body} extra={T.bodyHint} rules={[{ max: L.bodyMax, message: M.bodyTooLong }]}>
            <Input.TextArea rows={14} className={styles.code} aria-label={T.body} data-testid="article-body" />
          </Form.Item>
          <div>
            <div className={styles.previewLabel}>{T.preview}</div>
            <div className={styles.preview} data-testid="article-preview">
              {body.trim() ? <RichText html={body} /> : <span className={styles.muted}>{T.previewEmpty}</span>}
            </div>
          </div>
        </div>
        <div className={styles.pair}>
          <Form.Item name="coverUrl" label={T.coverUrl} rules={urlRules}>
            <Input placeholder={T.urlPlaceholder} aria-label={T.coverUrl} data-testid="article-cover" />
          </Form.Item>
          <Form.Item name="mediaUrl" label={T.mediaUrl} extra={T.mediaHint} rules={urlRules}>
            <Input placeholder={T.urlPlaceholder} aria-label={T.mediaUrl} data-testid="article-media" />
          </Form.Item>
        </div>
        <div className={styles.pair}>
          <Form.Item name="source" label={T.source} rules={[{ max: L.sourceMax, message: M.sourceTooLong }]}>
            <Input placeholder={T.sourcePlaceholder} maxLength={L.sourceMax} aria-label={T.source} />
          </Form.Item>
          <Form.Item
            name="tags"
            label={T.tags}
            rules={[
              { type: 'array', max: L.tagsMax, message: M.tagsTooMany },
              { validator: (_, v: string[] | undefined) => ((v ?? []).every((t) => t.trim().length <= L.tagMax) ? Promise.resolve() : Promise.reject(new Error(M.tagTooLong))) },
            ]}
          >
            <Select mode="tags" open={false} tokenSeparators={[',', '，']} placeholder={T.tagsPlaceholder} aria-label={T.tags} />
          </Form.Item>
        </div>
        <div className={styles.pair}>
          <Form.Item name="publishedAt" label={T.publishedAt} extra={T.publishedAtHint}>
            <Input type="datetime-local" aria-label={T.publishedAt} data-testid="article-published-at" />
          </Form.Item>
          <Form.Item name="isTop" label={T.isTop} valuePropName="checked">
            <Checkbox data-testid="article-top">{T.pinned}</Checkbox>
          </Form.Item>
        </div>
      </Form>
    </Drawer>
  );
}
