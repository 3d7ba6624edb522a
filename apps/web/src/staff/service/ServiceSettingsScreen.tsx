import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, Form, Input, InputNumber, Skeleton, message } from 'antd';
import { AppstoreOutlined, ClockCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { getChatSettings, saveChatSettings, type ChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { callApi } from '../../api/client.ts';
import { EditableListCard } from './EditableListCard.tsx';
import { OperatorPage } from './OperatorPage.tsx';
import { formFieldName, serviceHoursNote, isClockTime, isFunctionLink, isIconAddress, tidySettings } from './service-logic.ts';
import { SERVICE_TEXTS as T } from './texts.ts';
import styles from './Service.module.css';
import { showRefusedSave } from '../refused-save.ts';

const MAX_FUNCTIONS = 12;
const MAX_CANNED = 50;
const NAME_MAX = 20;

const required = (message: string) => ({ required: true, whitespace: true, message });
const pattern = (test: (v: string) => boolean, message: string) => ({
  validator: (_: unknown, value: string | undefined) => (!value || test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
});

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
      setError(showRefusedSave(form, err, T.saveFailed, formFieldName));
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

      <EditableListCard
        name="suggestData"
        title={T.suggestTitle}
        hint={T.suggestHint}
        max={MAX_FUNCTIONS}
        addLabel={T.addSuggest}
        newItem={{ iconUrl: '', functionName: '', url: '' }}
        testId="suggest"
        rowClass={styles.suggestRow}
        head={['', T.functionName, T.iconUrl, T.url]}
        renderRow={(field) => (
          <>
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
          </>
        )}
      />

      <EditableListCard
        name="quickEntryData"
        title={T.quickTitle}
        hint={T.quickHint}
        max={MAX_FUNCTIONS}
        addLabel={T.addQuick}
        newItem={{ functionName: '', question: '' }}
        testId="quick"
        rowClass={styles.quickRow}
        head={[T.functionName, T.question]}
        renderRow={(field) => (
          <>
            <Form.Item name={[field.name, 'functionName']} rules={[required(T.functionNameRequired), { max: NAME_MAX, message: T.nameMax }]}>
              <Input placeholder={T.functionName} aria-label={T.functionName} />
            </Form.Item>
            <Form.Item name={[field.name, 'question']} rules={[{ max: 100, message: T.questionMax }]}>
              <Input placeholder={T.questionPlaceholder} aria-label={T.question} />
            </Form.Item>
          </>
        )}
      />

      <EditableListCard
        name="cannedReplies"
        title={T.cannedTitle}
        hint={T.cannedHint}
        max={MAX_CANNED}
        addLabel={T.addCanned}
        newItem=""
        testId="canned"
        rowClass={styles.cannedRow}
        renderRow={(field, index) => (
          <>
            <span className={styles.index}>{index + 1}</span>
            <Form.Item name={field.name} rules={[required(T.cannedRequired), { max: 200, message: T.cannedMax }]}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={200} aria-label={`${T.cannedTitle} ${index + 1}`} />
            </Form.Item>
          </>
        )}
      />

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
