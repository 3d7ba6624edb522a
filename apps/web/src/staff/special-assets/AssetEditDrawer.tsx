import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, message } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ASSET_STATUS_LABELS, ASSET_STATUSES, ASSET_TYPE_LABELS, ASSET_TYPES } from '@portal/contract/calls/special-assets/fields';
import type { AssetOrg } from '@portal/contract/calls/special-assets/public-queries';
import { ASSET_DOCUMENTS_MAX, staffAssetGet, staffAssetPictureDelete, staffAssetPictureUpload, staffAssetSave, type AssetEdit } from '@portal/contract/calls/special-assets/staff-calls';
import { callApi, callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';

type FormValues = Omit<AssetEdit, 'principalFen' | 'interestFen' | 'listingPriceFen'> & { principalYuan: number | null; interestYuan: number | null; priceYuan: number };

const toFen = (yuan: number | null) => (yuan === null || yuan === undefined ? null : Math.round(yuan * 100));
const toYuan = (fen: number | null) => (fen === null ? null : fen / 100);

/** Creates or edits one asset (assetId null: new); pictures once the asset exists. */
export function AssetEditDrawer({ assetId, orgs, onClose, onSaved }: { assetId: string | null | undefined; orgs: AssetOrg[]; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [pictures, setPictures] = useState<{ pictureId: number; url: string }[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [toast, holder] = message.useMessage();
  const open = assetId !== undefined;

  // The parent keys this drawer by the asset, so each opening starts from empty state.
  useEffect(() => {
    if (!assetId) return;
    callApi(staffAssetGet, { assetId }).then(
      ({ asset, pictures: pics }) => {
        form.setFieldsValue({ ...asset, principalYuan: toYuan(asset.principalFen), interestYuan: toYuan(asset.interestFen), priceYuan: asset.listingPriceFen / 100 });
        setPictures(pics);
      },
      (err: unknown) => setError(failureText(err, '资产读取失败')),
    );
  }, [assetId, form]);

  async function save(v: FormValues) {
    setBusy(true);
    setError('');
    const { principalYuan, interestYuan, priceYuan, ...rest } = v;
    try {
      await callApi(staffAssetSave, {
        ...(assetId ? { assetId } : {}),
        asset: { ...rest, debtor: rest.debtor ?? '', collateral: rest.collateral ?? '', litigation: rest.litigation ?? '', disposal: rest.disposal ?? '', location: rest.location ?? '', description: rest.description ?? '', areaM2: rest.areaM2 ?? null, featured: !!rest.featured, documents: (rest.documents ?? []).map((d) => ({ name: d.name, note: d.note ?? '' })), principalFen: toFen(principalYuan), interestFen: toFen(interestYuan), listingPriceFen: toFen(priceYuan) ?? 0 },
      });
      void toast.success('已保存');
      onSaved();
    } catch (err) {
      setError(failureText(err, '保存失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  async function upload(files: FileList | null) {
    if (!assetId || !files || files.length === 0) return;
    try {
      setPictures((await callUpload(staffAssetPictureUpload, { assetId }, [...files])).pictures);
    } catch (err) {
      setError(failureText(err, '图片上传失败'));
    }
  }

  async function removePicture(pictureId: number) {
    if (!assetId) return;
    try {
      setPictures((await callApi(staffAssetPictureDelete, { assetId, pictureId })).pictures);
    } catch (err) {
      setError(failureText(err, '图片删除失败'));
    }
  }

  const text = (name: keyof FormValues, label: string, max: number, required = false) => (
    <Form.Item name={name} label={label} rules={required ? [{ required: true, whitespace: true, message: `请填写${label}` }] : []}>
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <Drawer open={open} onClose={onClose} size={560} title={assetId ? `编辑资产 ${assetId}` : '新增资产'} destroyOnHidden>
      {holder}
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={{ type: 'creditor', status: 'listed', featured: false, documents: [] }} data-testid="asset-edit-form">
        {text('title', '资产名称', 60, true)}
        <Space wrap>
          <Form.Item name="type" label="资产类型">
            <Select style={{ width: 140 }} options={ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_LABELS[t] }))} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select style={{ width: 120 }} options={ASSET_STATUSES.map((s) => ({ value: s, label: ASSET_STATUS_LABELS[s] }))} />
          </Form.Item>
          <Form.Item name="featured" label="推荐" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="orgId" label="处置机构" rules={[{ required: true, message: '请选择处置机构' }]}>
          <Select options={orgs.map((o) => ({ value: o.orgId, label: o.name }))} />
        </Form.Item>
        <Space wrap>
          {text('province', '省份', 20, true)}
          {text('city', '城市', 20, true)}
          {text('industry', '行业', 20, true)}
        </Space>
        <Space wrap>
          <Form.Item name="priceYuan" label="挂牌价（元）" rules={[{ required: true, message: '请填写挂牌价' }]}>
            <InputNumber min={0} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="principalYuan" label="本金（元）">
            <InputNumber min={0} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="interestYuan" label="利息（元）">
            <InputNumber min={0} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="areaM2" label="面积（平方米）">
            <InputNumber min={0.01} precision={2} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        {text('debtor', '债务人', 60)}
        {text('collateral', '抵质押物', 200)}
        {text('litigation', '诉讼情况', 200)}
        {text('disposal', '处置方式', 200)}
        {text('location', '资产位置', 100)}
        <Form.Item name="description" label="资产描述">
          <Input.TextArea maxLength={2000} rows={4} />
        </Form.Item>
        <Space wrap>
          {text('contactName', '联系人', 20, true)}
          {text('contactPhone', '联系电话', 20, true)}
        </Space>
        <Form.List name="documents">
          {(fields, { add, remove }) => (
            <section data-testid="asset-documents">
              <h4 style={{ margin: '0 0 8px' }}>资料清单</h4>
              {fields.map((f) => (
                <Space key={f.key} align="start" wrap>
                  <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true, message: '请填写资料名称' }]}>
                    <Input placeholder="资料名称，如 资产推介说明书.pdf" maxLength={40} aria-label="资料名称" style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'note']}>
                    <Input placeholder="说明（选填）" maxLength={100} aria-label="资料说明" style={{ width: 200 }} />
                  </Form.Item>
                  <Button type="text" aria-label="删除资料" icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} disabled={fields.length >= ASSET_DOCUMENTS_MAX} onClick={() => add({ name: '', note: '' })} style={{ marginBottom: 16 }}>
                添加资料
              </Button>
            </section>
          )}
        </Form.List>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="asset-save">
          保存
        </Button>
      </Form>
      {assetId && (
        <section style={{ marginTop: 24 }}>
          <h3>资产图片</h3>
          <Space wrap>
            {pictures.map((p) => (
              <span key={p.pictureId} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
                <img src={p.url} alt="" width={120} height={75} style={{ objectFit: 'cover' }} />
                <Button size="small" danger onClick={() => void removePicture(p.pictureId)}>
                  删除
                </Button>
              </span>
            ))}
          </Space>
          <p>
            <input type="file" accept="image/jpeg,image/png" multiple aria-label="上传资产图片" onChange={(e) => void upload(e.target.files)} />
          </p>
        </section>
      )}
    </Drawer>
  );
}
