import { useState } from 'react';
import { Button, Form, Input, Select, Space, Table, Tabs, message } from 'antd';
import { Link } from 'react-router-dom';
import { ASSET_STATUS_LABELS, ASSET_STATUSES, ASSET_TYPE_LABELS, ASSET_TYPES, type AssetStatus, type AssetType } from '@portal/contract/calls/special-assets/fields';
import type { AssetOrg } from '@portal/contract/calls/special-assets/public-queries';
import { ASSET_IMPORT_LIMITS, staffAssetImport, staffAssetImportTemplate, staffAssetList, staffOrgList, staffOrgSave } from '@portal/contract/calls/special-assets/staff-calls';
import { callApi, callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { FileImportCard, wholeFileSummary } from '../file-import/FileImportCard.tsx';
import { FILE_IMPORT_TEXTS } from '../file-import/texts.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { AssetEditDrawer } from './AssetEditDrawer.tsx';

/** #/staff/special-assets: assets (list, edit, pictures, import) and the selling organisations. */
export default function SpecialAssetsConsoleScreen() {
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<AssetType | ''>('');
  const [status, setStatus] = useState<AssetStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [toast, holder] = message.useMessage();
  const input = { ...(keyword ? { keyword } : {}), ...(type ? { type } : {}), ...(status ? { status } : {}), pageNo, pageSize: 20 };
  const list = useLoaded(() => callApi(staffAssetList, input), JSON.stringify(input));
  const orgs = useLoaded(() => callApi(staffOrgList, {}), 'orgs');

  async function saveOrg(values: { name: string; province: string; phone: string }, orgId?: string) {
    try {
      await callApi(staffOrgSave, { ...(orgId ? { orgId } : {}), org: values });
      void toast.success('已保存处置机构');
      orgs.reload();
    } catch (err) {
      void toast.error(failureText(err, '保存失败'));
    }
  }

  const assets = (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search placeholder="资产名称或编号" allowClear onSearch={(v) => { setKeyword(v.trim()); setPageNo(1); }} style={{ width: 220 }} aria-label="资产名称或编号" />
        <Select value={type} onChange={(v) => { setType(v); setPageNo(1); }} style={{ width: 130 }} aria-label="资产类型" options={[{ value: '', label: '全部类型' }, ...ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_LABELS[t] }))]} />
        <Select value={status} onChange={(v) => { setStatus(v); setPageNo(1); }} style={{ width: 120 }} aria-label="状态" options={[{ value: '', label: '全部状态' }, ...ASSET_STATUSES.map((s) => ({ value: s, label: ASSET_STATUS_LABELS[s] }))]} />
        <Button type="primary" onClick={() => setEditing(null)}>新增资产</Button>
        <Link to="/staff/special-assets/inquiries">意向登记</Link>
      </Space>
      <Table
        rowKey="assetId"
        size="small"
        scroll={{ x: 900 }}
        loading={!list.data && !list.error}
        dataSource={list.data?.list ?? []}
        pagination={{ current: pageNo, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false }}
        columns={[
          { title: '编号', dataIndex: 'assetId' },
          { title: '名称', dataIndex: 'title' },
          { title: '类型', dataIndex: 'type', render: (t: AssetType) => ASSET_TYPE_LABELS[t] },
          { title: '地区', render: (_v, r) => `${r.province}${r.city}` },
          { title: '挂牌价（元）', dataIndex: 'listingPriceFen', render: (f: number) => (f / 100).toLocaleString('zh-CN') },
          { title: '状态', dataIndex: 'status', render: (s: AssetStatus) => ASSET_STATUS_LABELS[s] },
          { title: '意向', dataIndex: 'inquiryCount' },
          { title: '操作', render: (_v, r) => <Button size="small" onClick={() => setEditing(r.assetId)}>编辑</Button> },
        ]}
      />
      <FileImportCard
        title="导入特色资产"
        hints={['资产编号留空为新增，填写已有编号则更新；资产类型、状态填中文（如 债权资产、挂牌中），推荐填 是 或 否，处置机构须已在“处置机构”中登记。', FILE_IMPORT_TEXTS.wholeFileRule]}
        limits={ASSET_IMPORT_LIMITS}
        downloadTemplate={(format) => callApi(staffAssetImportTemplate, { format })}
        upload={(file) => callUpload(staffAssetImport, {}, [file])}
        summary={wholeFileSummary()}
        onImported={list.reload}
        testIds={{ card: 'asset-import', report: 'asset-import' }}
      />
      <AssetEditDrawer key={String(editing)} assetId={editing} orgs={orgs.data?.list ?? []} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />
    </>
  );

  const orgTab = (
    <>
      <Form layout="inline" onFinish={(v: { name: string; province: string; phone: string }) => void saveOrg(v)} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: '请填写机构名称' }]}><Input placeholder="机构名称" maxLength={60} /></Form.Item>
        <Form.Item name="province" rules={[{ required: true, whitespace: true, message: '请填写所在省份' }]}><Input placeholder="所在省份" maxLength={20} /></Form.Item>
        <Form.Item name="phone" rules={[{ required: true, whitespace: true, message: '请填写联系电话' }]}><Input placeholder="联系电话" maxLength={20} /></Form.Item>
        <Button htmlType="submit" type="primary">新增机构</Button>
      </Form>
      <Table<AssetOrg>
        rowKey="orgId"
        size="small"
        scroll={{ x: 700 }}
        dataSource={orgs.data?.list ?? []}
        pagination={false}
        columns={[
          { title: '编号', dataIndex: 'orgId' },
          { title: '名称', dataIndex: 'name' },
          { title: '省份', dataIndex: 'province' },
          { title: '电话', dataIndex: 'phone' },
          { title: '在售资产', dataIndex: 'assetCount' },
        ]}
      />
    </>
  );

  return (
    <OperatorPage title="特色资产管理" intro="维护特色资产、图片与处置机构；新增、修改、导入与图片变更均记入操作日志。">
      {holder}
      <Tabs items={[{ key: 'assets', label: '资产', children: assets }, { key: 'orgs', label: '处置机构', children: orgTab }]} />
    </OperatorPage>
  );
}
