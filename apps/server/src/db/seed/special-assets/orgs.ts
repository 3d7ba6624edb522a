/** The selling organisations of the seed: the bank's special-asset teams and partner AMCs. */
export const SEED_ORGS = [
  { orgId: 'ORG001', name: '鼎信银行总行特殊资产经营部', province: '北京市', phone: '010-66108801' },
  { orgId: 'ORG002', name: '鼎信银行上海分行资产保全部', province: '上海市', phone: '021-68871230' },
  { orgId: 'ORG003', name: '鼎信银行广州分行资产保全部', province: '广东省', phone: '020-38886512' },
  { orgId: 'ORG004', name: '鼎信银行杭州分行资产保全部', province: '浙江省', phone: '0571-87701166' },
  { orgId: 'ORG005', name: '鼎信银行南京分行资产保全部', province: '江苏省', phone: '025-84568820' },
  { orgId: 'ORG006', name: '鼎信银行成都分行资产保全部', province: '四川省', phone: '028-86129035' },
  { orgId: 'ORG007', name: '鼎信银行武汉分行资产保全部', province: '湖北省', phone: '027-85713366' },
  { orgId: 'ORG008', name: '鼎信资产管理有限公司', province: '北京市', phone: '010-66108899' },
  { orgId: 'ORG009', name: '华东金融资产交易中心（合作机构）', province: '上海市', phone: '021-50105588' },
  { orgId: 'ORG010', name: '鼎信银行西安分行资产保全部', province: '陕西省', phone: '029-87655218' },
] as const;
