import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { FUND_CODE_RE, FUND_TYPES, RISK_LEVELS } from '@portal/contract/calls/products/fund-fields';
import { PRODUCT_FIELD_MESSAGES as M, type FundInput, type FundRow } from '@portal/contract/calls/products/operator-fields';
import { operatorFundSave } from '@portal/contract/calls/products/operator-funds';
import { callApi } from '../../api/client.ts';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';
import { showRefusedSave } from '../refused-save.ts';

const F = T.fundFields;

/** The editor of a fund's facts (new when `fund` is null). Net values come from the fund system, not from here. */
export function FundDrawer({ fund, onClose, onSaved }: { fund: FundRow | null; onClose: () => void; onSaved: (f: FundRow) => void }) {
  const [form] = Form.useForm<FundInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const initialValues: Partial<FundInput> = fund
    ? { proCode: fund.proCode, name: fund.name, fundType: fund.fundType, riskLevel: fund.riskLevel, company: fund.company, manager: fund.manager, summary: fund.summary }
    : { fundType: '债券型', riskLevel: 'R2', manager: '', summary: '' };

  async function save(values: FundInput) {
    setSaving(true);
    setError(null);
    try {
      onSaved((await callApi(operatorFundSave, { ...values, manager: values.manager ?? '', summary: values.summary ?? '', isNew: fund === null })).fund);
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => field.split('.')[0] ?? null));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title={fund ? T.fundDrawerEdit(fund.proCode) : T.fundDrawerNew}
      size="default"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)}>
        <Form.Item name="proCode" label={F.proCode} rules={[{ required: true, pattern: FUND_CODE_RE, message: T.fundCodeInvalid }]}>
          <Input disabled={fund !== null} maxLength={6} aria-label={F.proCode} />
        </Form.Item>
        <Form.Item name="name" label={F.name} rules={[{ required: true, whitespace: true, max: 40, message: M.fundName }]}>
          <Input maxLength={40} aria-label={F.name} />
        </Form.Item>
        <Form.Item name="fundType" label={F.fundType} rules={[{ required: true, message: M.fundType }]}>
          <Select options={FUND_TYPES.map((t) => ({ value: t, label: t }))} aria-label={F.fundType} />
        </Form.Item>
        <Form.Item name="riskLevel" label={F.riskLevel} rules={[{ required: true }]}>
          <Select options={RISK_LEVELS.map((r) => ({ value: r.level, label: `${r.level} ${r.name}` }))} aria-label={F.riskLevel} />
        </Form.Item>
        <Form.Item name="company" label={F.company} rules={[{ required: true, whitespace: true, max: 40, message: M.fundCompany }]}>
          <Input maxLength={40} aria-label={F.company} />
        </Form.Item>
        <Form.Item name="manager" label={F.manager} rules={[{ max: 20, message: M.fundManager }]}>
          <Input maxLength={20} aria-label={F.manager} />
        </Form.Item>
        <Form.Item name="summary" label={F.summary} rules={[{ max: 300, message: M.fundSummary }]}>
          <Input.TextArea rows={4} showCount maxLength={300} aria-label={F.summary} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
