import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_CODE_RE, PRODUCT_LIMITS as L, PRODUCT_TYPES } from '@portal/contract/calls/products/fields';
import { PRODUCT_FIELD_MESSAGES as M, type ProductInput, type ProductRow } from '@portal/contract/calls/products/operator-fields';
import { operatorProductSave } from '@portal/contract/calls/products/operator-products';
import { callApi } from '../../api/client.ts';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';
import styles from './ProductsConsole.module.css';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';

const F = T.fields;
const FIELDS = ['productCode', 'type', 'name', 'summary', 'detailHtml', 'tags', 'attrs', 'sort'];

/** The editor of one product (new when `product` is null); a failed save keeps the drawer open with the message at its field. */
export function ProductDrawer({ product, onClose, onSaved }: { product: ProductRow | null; onClose: () => void; onSaved: (p: ProductRow) => void }) {
  const [form] = Form.useForm<ProductInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const initialValues: ProductInput = product
    ? { productCode: product.productCode, type: product.type as ProductInput['type'], name: product.name, summary: product.summary, detailHtml: product.detailHtml, tags: product.tags, attrs: product.attrs, sort: product.sort }
    : { productCode: '', type: 'deposit', name: '', summary: '', detailHtml: '', tags: [], attrs: [{ label: '', value: '' }], sort: 0 };

  async function save(values: ProductInput) {
    setSaving(true);
    setError(null);
    try {
      const input = {
        ...values,
        productCode: values.productCode.trim().toUpperCase(),
        attrs: (values.attrs ?? []).filter((a) => a.label?.trim() || a.value?.trim()),
        tags: values.tags ?? [],
        sort: values.sort ?? 0,
        isNew: product === null,
      };
      onSaved((await callApi(operatorProductSave, input)).product);
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, topLevelIn(FIELDS)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title={product ? T.drawerEdit(product.productCode) : T.drawerNew}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="product-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {!product && <Alert type="info" showIcon title={T.newIsDraft} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)}>
        <Form.Item
          name="productCode"
          label={F.productCode}
          extra={F.productCodeHint}
          rules={[{ required: true, pattern: PRODUCT_CODE_RE, message: T.productCodeInvalid, transform: (v: string) => v?.trim().toUpperCase() }]}
        >
          <Input disabled={product !== null} maxLength={L.codeMax} aria-label={F.productCode} />
        </Form.Item>
        <Form.Item name="type" label={F.type} rules={[{ required: true, message: T.typeRequired }]}>
          <Select options={PRODUCT_TYPES.map((t) => ({ value: t.type, label: t.name }))} aria-label={F.type} />
        </Form.Item>
        <Form.Item name="name" label={F.name} rules={[{ required: true, whitespace: true, message: M.nameRequired }, { max: L.nameMax, message: M.nameTooLong }]}>
          <Input showCount maxLength={L.nameMax} aria-label={F.name} />
        </Form.Item>
        <Form.Item name="summary" label={F.summary} rules={[{ max: L.summaryMax, message: M.summaryTooLong }]}>
          <Input.TextArea rows={2} showCount maxLength={L.summaryMax} aria-label={F.summary} />
        </Form.Item>
        <Form.Item
          name="tags"
          label={F.tags}
          extra={F.tagsHint}
          rules={[
            { type: 'array', max: L.tagsMax, message: M.tagsTooMany },
            { validator: (_, v: string[] = []) => (v.every((t) => t.trim().length <= L.tagMax) ? Promise.resolve() : Promise.reject(new Error(M.tagTooLong))) },
          ]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', '，', ';', '；']} aria-label={F.tags} />
        </Form.Item>
        <Form.Item label={F.attrs} extra={F.attrsHint}>
          <Form.List name="attrs" rules={[{ validator: (_, v: unknown[] = []) => (v.length <= L.attrsMax ? Promise.resolve() : Promise.reject(new Error(M.attrsTooMany))) }]}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <div key={field.key} className={styles.attrRow}>
                    <Form.Item name={[field.name, 'label']} rules={[{ required: true, whitespace: true, max: L.attrLabelMax, message: M.attrLabel }]}>
                      <Input placeholder={F.attrLabel} maxLength={L.attrLabelMax} aria-label={F.attrLabel} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} rules={[{ required: true, whitespace: true, max: L.attrValueMax, message: M.attrValue }]}>
                      <Input placeholder={F.attrValue} maxLength={L.attrValueMax} aria-label={F.attrValue} />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={T.cancel} />
                  </div>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= L.attrsMax} onClick={() => add({ label: '', value: '' })} block>
                  {F.addAttr}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="detailHtml" label={F.detailHtml} extra={F.detailHint} rules={[{ max: L.detailMax, message: M.detailTooLong }]}>
          <Input.TextArea rows={10} aria-label={F.detailHtml} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item name="sort" label={F.sort} extra={F.sortHint}>
          <InputNumber min={0} max={9999} precision={0} aria-label={F.sort} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
