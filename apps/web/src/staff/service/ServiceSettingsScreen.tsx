import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, Form, Input, InputNumber, Skeleton, Space, Tooltip, message } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd';
import { AppstoreOutlined, ArrowDownOutlined, ArrowUpOutlined, ClockCircleOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { getChatSettings, saveChatSettings, type ChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { OperatorPage } from './OperatorPage.tsx';
import { formFieldName, serviceHoursNote, isClockTime, isFunctionLink, isIconAddress, tidySettings } from './service-logic.ts';
import { SERVICE_TEXTS as T } from './texts.ts';
import styles from './Service.module.css';

const MAX_FUNCTIONS = 12;
const MAX_CANNED = 50;
const NAME_MAX = 20;

const required = (message: string) => ({ required: true, whitespace: true, message });
const pattern = (test: (v: string) => boolean, message: string) => ({
  validator: (_: unknown, value: string | undefined) => (!value || test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/** Up, down and delete of one row of an editable list. */
function RowTools({ field, index, count, move, remove }: { field: FormListFieldData; index: number; count: number } & Pick<FormListOperation, 'move' | 'remove'>) {
  return (
    <Space size={0} className={styles.rowTools}>
      <Tooltip title={T.moveUp}>
        <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={T.moveUp} />
      </Tooltip>
      <Tooltip title={T.moveDown}>
        <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={T.moveDown} />
      </Tooltip>
      <Tooltip title={T.remove}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={T.remove} />
      </Tooltip>
    </Space>
  );
}

function IconPreview({ name }: { name: number }) {
  const src = Form.useWatch(['suggestData', name, 'iconUrl']) as string | undefined;
  return <Avatar shape="square" size={32} src={src && isIconAddress(src) ? src : undefined} icon={<AppstoreOutlined />} className={styles.iconPreview} />;
}

/** Says what overnight or equal service hours mean, as the end field's note. */
function HoursNote() {
  const start = Form.useWatch(['serviceHours', 'start']) as string | undefined;
  const end = Form.useWatch(['serviceHours', 'end']) as string | undefined;
  const note = serviceHoursNote(start ?? '', end ?? '');
  return note ? <span data-testid="service-hours-note">{note}</span> : null;
}

function SettingsForm() {
  const [form] = Form.useForm<ChatSettings>();
  const [toast, toastHolder] = message.useMessage();
  const [loaded, setLoaded] = useState<ChatSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    callApi(getChatSettings, {}).then(setLoaded, () => setLoadFailed(true));
  }, []);

  async function save(values: ChatSettings) {
    setSaving(true);
    setError(null);
    try {
      const saved = await callApi(saveChatSettings, tidySettings(values));
      setLoaded(saved);
      form.setFieldsValue(saved);
      void toast.success(T.saved);
    } catch (err) {
      const e = err instanceof CallError ? err : null;
      if (e?.field) {
        const name = formFieldName(e.field) as Parameters<typeof form.scrollToField>[0];
        form.setFields([{ name, errors: [e.message] }]);
        form.scrollToField(name);
      } else setError(e?.message || T.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  if (loadFailed) return <Alert type="error" showIcon title={T.loadFailed} />;
  if (!loaded) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Form<ChatSettings>
      form={form}
      layout="vertical"
      initialValues={loaded}
      onFinish={(v) => void save(v)}
      onFinishFailed={() => void toast.error(T.fixErrors)}
      scrollToFirstError
      requiredMark={false}
      data-testid="service-settings-form"
    >
      {toastHolder}
      {error && <Alert type="error" showIcon title={error} className={styles.block} data-testid="service-settings-error" />}

      <Card size="small" title={T.humanService} className={styles.block}>
        <div className={styles.grid4}>
          <Form.Item name={['serviceHours', 'start']} label={T.serviceStart} rules={[required(T.timeRequired), pattern(isClockTime, T.timeFormat)]}>
            <Input prefix={<ClockCircleOutlined />} placeholder={T.timePlaceholder} maxLength={5} />
          </Form.Item>
          <Form.Item name={['serviceHours', 'end']} label={T.serviceEnd} extra={<HoursNote />} rules={[required(T.timeRequired), pattern(isClockTime, T.timeFormat)]}>
            <Input prefix={<ClockCircleOutlined />} placeholder={T.timePlaceholder} maxLength={5} />
          </Form.Item>
          <Form.Item name="maxConcurrent" label={T.maxConcurrent} extra={T.maxConcurrentHint} rules={[{ required: true, type: 'integer', min: 1, max: 20, message: T.maxConcurrentRange }]}>
            <InputNumber min={1} max={20} precision={0} suffix={T.sessions} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="agentIdleMinutes" label={T.idleMinutes} extra={T.idleMinutesHint} rules={[{ required: true, type: 'integer', min: 1, max: 240, message: T.idleMinutesRange }]}>
            <InputNumber min={1} max={240} precision={0} suffix={T.minutes} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Card>

      <Form.List name="suggestData">
        {(fields, { add, remove, move }) => (
          <Card
            size="small"
            className={styles.block}
            title={
              <span>
                {T.suggestTitle} <span className={styles.cardHint}>{T.suggestHint}</span>
              </span>
            }
            extra={
              <Button size="small" icon={<PlusOutlined />} disabled={fields.length >= MAX_FUNCTIONS} onClick={() => add({ iconUrl: '', functionName: '', url: '' })} data-testid="service-add-suggest">
                {fields.length >= MAX_FUNCTIONS ? T.limitReached(MAX_FUNCTIONS) : T.addSuggest}
              </Button>
            }
            data-testid="service-suggest"
          >
            <div className={`${styles.listHead} ${styles.suggestRow}`}>
              <span />
              <span>{T.functionName}</span>
              <span>{T.iconUrl}</span>
              <span>{T.url}</span>
              <span />
            </div>
            {fields.map((field, index) => (
              <div key={field.key} className={`${styles.listRow} ${styles.suggestRow}`}>
                <IconPreview name={field.name} />
                <Form.Item name={[field.name, 'functionName']} rules={[required(T.functionNameRequired), { max: NAME_MAX, message: T.nameMax }]}>
                  <Input placeholder={T.functionName} aria-label={T.functionName} />
                </Form.Item>
                <Form.Item name={[field.name, 'iconUrl']} rules={[required(T.iconUrlRequired), pattern(isIconAddress, T.iconUrlFormat)]}>
                  <Input placeholder="/static/img/icons/…" aria-label={T.iconUrl} />
                </Form.Item>
                <Form.Item name={[field.name, 'url']} rules={[required(T.urlRequired), pattern(isFunctionLink, T.urlFormat)]}>
                  <Input placeholder="#/login" aria-label={T.url} />
                </Form.Item>
                <RowTools field={field} index={index} count={fields.length} move={move} remove={remove} />
              </div>
            ))}
          </Card>
        )}
      </Form.List>

      <Form.List name="quickEntryData">
        {(fields, { add, remove, move }) => (
          <Card
            size="small"
            className={styles.block}
            title={
              <span>
                {T.quickTitle} <span className={styles.cardHint}>{T.quickHint}</span>
              </span>
            }
            extra={
              <Button size="small" icon={<PlusOutlined />} disabled={fields.length >= MAX_FUNCTIONS} onClick={() => add({ functionName: '', question: '' })} data-testid="service-add-quick">
                {fields.length >= MAX_FUNCTIONS ? T.limitReached(MAX_FUNCTIONS) : T.addQuick}
              </Button>
            }
            data-testid="service-quick"
          >
            <div className={`${styles.listHead} ${styles.quickRow}`}>
              <span>{T.functionName}</span>
              <span>{T.question}</span>
              <span />
            </div>
            {fields.map((field, index) => (
              <div key={field.key} className={`${styles.listRow} ${styles.quickRow}`}>
                <Form.Item name={[field.name, 'functionName']} rules={[required(T.functionNameRequired), { max: NAME_MAX, message: T.nameMax }]}>
                  <Input placeholder={T.functionName} aria-label={T.functionName} />
                </Form.Item>
                <Form.Item name={[field.name, 'question']} rules={[{ max: 100, message: T.questionMax }]}>
                  <Input placeholder={T.questionPlaceholder} aria-label={T.question} />
                </Form.Item>
                <RowTools field={field} index={index} count={fields.length} move={move} remove={remove} />
              </div>
            ))}
          </Card>
        )}
      </Form.List>

      <Form.List name="cannedReplies">
        {(fields, { add, remove, move }) => (
          <Card
            size="small"
            className={styles.block}
            title={
              <span>
                {T.cannedTitle} <span className={styles.cardHint}>{T.cannedHint}</span>
              </span>
            }
            extra={
              <Button size="small" icon={<PlusOutlined />} disabled={fields.length >= MAX_CANNED} onClick={() => add('')} data-testid="service-add-canned">
                {fields.length >= MAX_CANNED ? T.limitReached(MAX_CANNED) : T.addCanned}
              </Button>
            }
            data-testid="service-canned"
          >
            {fields.map((field, index) => (
              <div key={field.key} className={`${styles.listRow} ${styles.cannedRow}`}>
                <span className={styles.index}>{index + 1}</span>
                <Form.Item name={field.name} rules={[required(T.cannedRequired), { max: 200, message: T.cannedMax }]}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={200} aria-label={`${T.cannedTitle} ${index + 1}`} />
                </Form.Item>
                <RowTools field={field} index={index} count={fields.length} move={move} remove={remove} />
              </div>
            ))}
          </Card>
        )}
      </Form.List>

      <div className={styles.actions}>
        <Button onClick={() => form.setFieldsValue(loaded)} disabled={saving}>
          {T.reload}
        </Button>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} data-testid="service-settings-save">
          {T.save}
        </Button>
      </div>
    </Form>
  );
}

/** #/staff/service-settings: what the customer-service window shows and how the desk assigns. */
export default function ServiceSettingsScreen() {
  return (
    <OperatorPage title={T.settingsTitle} intro={T.settingsIntro}>
      <SettingsForm />
    </OperatorPage>
  );
}
