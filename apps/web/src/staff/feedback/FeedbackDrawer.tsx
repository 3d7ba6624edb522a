import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Image, Input, Radio, Skeleton, Tag, message } from 'antd';
import { FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES, type FeedbackStatus } from '@portal/contract/calls/feedback/fields';
import { feedbackDetail, feedbackImageUrl, type FeedbackItem } from '@portal/contract/calls/operator/feedback-detail';
import { feedbackUpdate } from '@portal/contract/calls/operator/feedback-update';
import { FEEDBACK_MESSAGES } from '@portal/contract/messages';
import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { STATUS_COLORS } from './status-colors.ts';
import { INBOX_TEXTS as T } from './texts.ts';
import styles from './Inbox.module.css';
import { failureText } from '../../api/failure-text.ts';

interface Handling {
  status: FeedbackStatus;
  reply: string;
}


/** One item with everything the customer sent, its screenshots, and the operator's handling. */
export function FeedbackDrawer({ id, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: () => void }) {
  const [loaded, setLoaded] = useState<{ id: string; item: FeedbackItem | null; error: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Handling>();
  const [toast, toastHolder] = message.useMessage();
  const item = loaded && loaded.id === id ? loaded.item : null;
  const error = loaded && loaded.id === id ? loaded.error : null;

  useEffect(() => {
    if (!id) return;
    let current = true;
    callApi(feedbackDetail, { id }).then(
      (found) => {
        if (!current) return;
        setLoaded({ id, item: found, error: null });
        form.setFieldsValue({ status: found.status, reply: found.reply ?? '' });
      },
      (err: unknown) => current && setLoaded({ id, item: null, error: failureText(err, T.detailFailed) }),
    );
    return () => {
      current = false;
    };
  }, [id, form]);

  async function save(values: Handling) {
    if (!item) return;
    setSaving(true);
    try {
      const updated = await callApi(feedbackUpdate, { id: item.id, status: values.status, reply: values.reply ?? '' });
      setLoaded({ id: item.id, item: updated, error: null });
      void toast.success(T.saved);
      onSaved();
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={T.detailTitle}
      size={680}
      destroyOnHidden
      extra={item && <Tag color={STATUS_COLORS[item.status]}>{T.statuses[item.status]}</Tag>}
      footer={
        item && (
          <div className={styles.actions}>
            <Button onClick={onClose} data-testid="inbox-close">
              {T.close}
            </Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="inbox-save">
              {T.save}
            </Button>
          </div>
        )
      }
      data-testid="inbox-drawer"
    >
      {toastHolder}
      {error && <Alert type="error" showIcon title={error} />}
      {!item && !error && <Skeleton active />}
      {item && (
        <div data-testid="inbox-detail">
          <h2 className={styles.detailTitle}>{item.title}</h2>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered className={styles.block}>
            <Descriptions.Item label={T.type}>{FEEDBACK_MESSAGES.types[item.type]}</Descriptions.Item>
            <Descriptions.Item label={T.createdAt}>{formatDateTime(item.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={T.linkman}>{item.linkman}</Descriptions.Item>
            <Descriptions.Item label={T.phone}>{item.phone}</Descriptions.Item>
            <Descriptions.Item label={T.source}>{item.userLoginName ? `${T.customer}（${item.userLoginName}）` : T.visitor}</Descriptions.Item>
            <Descriptions.Item label={T.ip}>{item.ip}</Descriptions.Item>
            <Descriptions.Item label={T.detail} span={2}>
              <div className={styles.detailText}>{item.detail || <span className={styles.muted}>{T.noDetail}</span>}</div>
            </Descriptions.Item>
            <Descriptions.Item label={T.reference} span={2}>
              <span className={styles.muted}>{item.id}</span>
            </Descriptions.Item>
            {item.handledBy && (
              <>
                <Descriptions.Item label={T.handledBy}>{item.handledBy}</Descriptions.Item>
                <Descriptions.Item label={T.updatedAt}>{formatDateTime(item.updatedAt)}</Descriptions.Item>
              </>
            )}
          </Descriptions>

          <h3 className={styles.sectionTitle}>
            {T.screenshots}
            <span className={styles.muted}>（{item.images.length}）</span>
          </h3>
          {item.images.length === 0 ? (
            <p className={styles.muted}>{T.noScreenshots}</p>
          ) : (
            <Image.PreviewGroup>
              <div className={styles.gallery} data-testid="inbox-images">
                {item.images.map((img, i) => (
                  <figure key={img.id} className={styles.shot}>
                    <Image src={feedbackImageUrl(img.id)} alt={T.screenshotAlt(i + 1)} width={140} height={100} className={styles.shotImage} />
                    <figcaption className={styles.shotCaption}>
                      {img.width}×{img.height} · {Math.max(1, Math.round(img.size / 1024))} KB
                    </figcaption>
                  </figure>
                ))}
              </div>
            </Image.PreviewGroup>
          )}

          <h3 className={styles.sectionTitle}>{T.handling}</h3>
          <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="inbox-handling">
            <Form.Item name="status" label={T.status}>
              <Radio.Group optionType="button" buttonStyle="solid" options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: T.statuses[s] }))} />
            </Form.Item>
            <Form.Item name="reply" label={T.reply} rules={[{ max: FEEDBACK_REPLY_MAX }]}>
              <Input.TextArea rows={4} maxLength={FEEDBACK_REPLY_MAX} showCount placeholder={T.replyPlaceholder} />
            </Form.Item>
          </Form>
        </div>
      )}
    </Drawer>
  );
}
