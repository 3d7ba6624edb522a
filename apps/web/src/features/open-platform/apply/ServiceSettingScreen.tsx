import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, List, Skeleton, Switch, Tag, Typography, message } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { callbackUrlProblem } from '@portal/contract/calls/open-platform/apply/callback-url';
import {
  CONTACTS_MAX,
  type DeliveryStatus,
  EMAIL_PATTERN,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  SETTING_MESSAGES,
  openApiServiceSetting,
  openApiServiceSettingSave,
  type ServiceSetting,
} from '@portal/contract/calls/open-platform/apply/service-setting';
import { ERRORS } from '@portal/contract/errors';
import { MOBILE_PHONE_PATTERN } from '@portal/contract/validate/phone';
import { callApi } from '../../../api/client.ts';
import { useCall } from '../../../api/use-call.ts';
import { showRefusedSave } from '../../../staff/refused-save.ts';
import { formatDateTime } from '../../../ui/format-date.ts';
import { OpenPlatformFrame, openPlatformStyles as frame } from '../frame/OpenPlatformFrame.tsx';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { deliveryText } from './delivery-text.ts';
import { LoadFailure } from './LoadFailure.tsx';
import styles from './apply.module.css';
import { APPLY_TEXTS as T } from './texts.ts';

const DELIVERY_COLOURS: Record<DeliveryStatus, string> = { none: 'default', pending: 'processing', delivered: 'success', failed: 'error' };

/** A server field (`contacts.1.phone`) as the form names it. */
const formName = (field: string) => {
  const parts = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return ['callbackUrl', 'contacts', 'notifications'].includes(String(parts[0])) ? parts : null;
};

/** The mode-independent half of the callback check; the server adds production's private-host rule. */
const checkCallback = (_: unknown, v: string) => (callbackUrlProblem((v ?? '').trim(), false) ? Promise.reject(new Error(ERRORS.OPEN_API_CALLBACK_URL.msg)) : Promise.resolve());

/**
 * #/yqzl/serviceSetting (issue 26 point 5): for the director or an API administrator, the callback
 * address and the key that signs what is posted there, which notifications to receive, up to
 * five contacts, and the recent notifications with how each was delivered.
 */
export default function ServiceSettingScreen() {
  const { memberCustomerId } = useChosenEnterprise();
  const [tick, setTick] = useState(0);
  const loaded = useCall(openApiServiceSetting, { memberCustomerId }, tick);
  const [form] = Form.useForm<ServiceSetting>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, holder] = message.useMessage();

  async function save(values: ServiceSetting) {
    setSaving(true);
    setError(null);
    try {
      await callApi(openApiServiceSettingSave, { ...values, memberCustomerId, callbackUrl: (values.callbackUrl ?? '').trim(), contacts: values.contacts ?? [] });
      void toast.success(T.saved);
      setTick((t) => t + 1);
    } catch (err) {
      setError(showRefusedSave(form, err, T.actionFailed, formName));
    } finally {
      setSaving(false);
    }
  }

  let body;
  if (loaded.state === 'loading') body = <Skeleton active />;
  else if (loaded.state === 'failed') body = <LoadFailure code={loaded.code} message={loaded.message} onRetry={() => setTick((t) => t + 1)} />;
  else {
    const d = loaded.data;
    body = (
      <>
        <section className={frame.section}>
          <p className={styles.enterprise}>{T.enterprise(d.memberCustomerName)}</p>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Form form={form} layout="vertical" initialValues={d.setting} onFinish={(v) => void save(v)} onFinishFailed={() => setError(null)} onValuesChange={() => setError(null)} data-testid="setting-form" key={d.updatedAt ?? 'new'}>
            <Form.Item name="callbackUrl" label={T.callbackUrl} extra={T.callbackHint} rules={[{ validator: checkCallback }]}>
              <Input placeholder="https://" maxLength={500} data-testid="setting-callback" />
            </Form.Item>
            <div className={styles.signingKey} data-testid="setting-signing-key">
              <span className={styles.meta}>{T.signingKey}</span>
              <Typography.Paragraph copyable={{ text: d.callbackSigningKey, tooltips: [T.copy, T.copied] }} className={styles.keyText}>
                {d.callbackSigningKey}
              </Typography.Paragraph>
              <p className={styles.signingHint}>{T.signingHint}</p>
            </div>
            <h3 className={styles.subTitle}>{T.switches}</h3>
            <div className={styles.row}>
              {NOTIFICATION_KINDS.map((k) => (
                <Form.Item key={k} name={['notifications', k]} label={NOTIFICATION_KIND_NAMES[k]} valuePropName="checked" style={{ marginRight: 24 }}>
                  <Switch data-testid={`setting-switch-${k}`} />
                </Form.Item>
              ))}
            </div>
            <h3 className={styles.subTitle}>{T.contacts}</h3>
            <p className={styles.meta}>{T.contactsHint}</p>
            <Form.List name="contacts">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <div key={f.key} className={styles.contact}>
                      <Form.Item name={[f.name, 'name']} label={T.contactName} rules={[{ required: true, whitespace: true, max: 20, message: SETTING_MESSAGES.contactName }]}>
                        <Input maxLength={20} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'phone']} label={T.contactPhone} rules={[{ pattern: MOBILE_PHONE_PATTERN, required: true, message: SETTING_MESSAGES.contactPhone }]}>
                        <Input maxLength={11} inputMode="numeric" />
                      </Form.Item>
                      <Form.Item name={[f.name, 'email']} label={T.contactEmail} rules={[{ pattern: EMAIL_PATTERN, required: true, message: SETTING_MESSAGES.contactEmail }]}>
                        <Input maxLength={100} inputMode="email" />
                      </Form.Item>
                      <Button type="text" aria-label="删除" icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} style={{ marginTop: 30 }} />
                    </div>
                  ))}
                  <Button icon={<PlusOutlined />} disabled={fields.length >= CONTACTS_MAX} onClick={() => add({ name: '', phone: '', email: '' })} style={{ marginBottom: 16 }}>
                    {T.addContact}
                  </Button>
                </>
              )}
            </Form.List>
            <div className={styles.actions}>
              <Button type="primary" htmlType="submit" loading={saving} data-testid="setting-save">
                {T.save}
              </Button>
              {d.updatedAt && <span className={styles.meta}>{T.lastSaved(formatDateTime(d.updatedAt), d.updatedBy)}</span>}
            </div>
          </Form>
        </section>
        <section className={frame.section}>
          <h2 className={styles.subTitle}>{T.recent}</h2>
          {d.notifications.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noNotifications} />
          ) : (
            <List
              dataSource={d.notifications}
              data-testid="setting-notifications"
              renderItem={(n) => {
                const delivery = deliveryText(n.delivery);
                return (
                  <List.Item>
                    <List.Item.Meta
                      title={n.title}
                      description={
                        <>
                          <span>{`${formatDateTime(n.createdAt)} · ${NOTIFICATION_KIND_NAMES[n.kind]} · ${n.body}`}</span>
                          <span className={styles.delivery} data-testid="notification-delivery">
                            <Tag color={DELIVERY_COLOURS[n.delivery.status]}>{delivery.tag}</Tag>
                            {delivery.detail}
                          </span>
                        </>
                      }
                    />
                  </List.Item>
                );
              }}
            />
          )}
        </section>
      </>
    );
  }

  return (
    <OpenPlatformFrame title={T.settingTitle} testId="yqzl-setting" forEnterprise>
      {holder}
      {body}
    </OpenPlatformFrame>
  );
}
