/**
 * The local registries' seed (issue 21): people the three-element check knows and enterprises
 * the business registry knows. Every ID number carries its GB 11643 check digit and every
 * credit code its GB 32100 check character. The first two people are the demo accounts; the
 * others have phones 139001380xx, so a tester can register with one of them and verify.
 */
export const SEED_PERSONS: ReadonlyArray<{ realName: string; docType: string; docNumber: string; phone: string }> = [
  { realName: '王晓明', docType: '0', docNumber: '110101198803151237', phone: '13800138001' },
  { realName: '李建国', docType: '0', docNumber: '440305197506082341', phone: '13800138002' },
  { realName: '张伟', docType: '0', docNumber: '310104199001011110', phone: '13900138002' },
  { realName: '刘芳', docType: '0', docNumber: '320102198512122220', phone: '13900138003' },
  { realName: '陈静', docType: '0', docNumber: '440106199203033336', phone: '13900138004' },
  { realName: '杨洋', docType: '0', docNumber: '510107198907074443', phone: '13900138005' },
  { realName: '赵磊', docType: '0', docNumber: '330106198011115556', phone: '13900138006' },
  { realName: '黄丽', docType: '0', docNumber: '420102199505056665', phone: '13900138007' },
  { realName: '周杰', docType: '0', docNumber: '370102198606067778', phone: '13900138008' },
  { realName: '吴敏', docType: '0', docNumber: '350102199108088884', phone: '13900138009' },
  { realName: '徐强', docType: '0', docNumber: '120101198202029991', phone: '13900138010' },
  { realName: '孙婷', docType: '0', docNumber: '610102199312121016', phone: '13900138011' },
  { realName: '马超', docType: '0', docNumber: '430102198709092024', phone: '13900138012' },
  { realName: '朱红', docType: '0', docNumber: '210102197812123030', phone: '13900138013' },
  { realName: '胡军', docType: '0', docNumber: '500103199404044047', phone: '13900138014' },
  { realName: '郭燕', docType: '0', docNumber: '130102198810105052', phone: '13900138015' },
  { realName: '何平', docType: '0', docNumber: '450102197909096061', phone: '13900138016' },
  { realName: '高峰', docType: '0', docNumber: '220102198303037077', phone: '13900138017' },
  { realName: '林娜', docType: '0', docNumber: '460102199606068080', phone: '13900138018' },
  { realName: '罗斌', docType: '0', docNumber: '530102198404049096', phone: '13900138019' },
  { realName: '陈家豪', docType: 'A', docNumber: 'K1234567(8)', phone: '13900138020' },
  { realName: '林志明', docType: 'B', docNumber: '09876543', phone: '13900138021' },
];

export const SEED_ENTERPRISES: ReadonlyArray<{
  creditCode: string;
  name: string;
  legalRepName: string;
  /** A mainland ID card of SEED_PERSONS: the registry person who is the legal representative. */
  legalRepDocNumber: string;
  registeredCapitalFen: number;
  status: 'active' | 'revoked' | 'cancelled';
  establishedOn: string;
  address: string;
}> = [
  { creditCode: '91440300MA5G8K2Q7T', name: '鼎信示范科技有限公司', legalRepName: '李建国', legalRepDocNumber: '440305197506082341', registeredCapitalFen: 1_000_000_000, status: 'active', establishedOn: '2019-04-18', address: '深圳市南山区粤海街道科技园科苑路15号' },
  { creditCode: '91110108MA01ABCD1E', name: '北京瀚海云数据服务有限公司', legalRepName: '张伟', legalRepDocNumber: '310104199001011110', registeredCapitalFen: 500_000_000, status: 'active', establishedOn: '2018-03-09', address: '北京市海淀区中关村大街27号' },
  { creditCode: '91310115MA1K3XY22E', name: '上海浦江绿色能源有限公司', legalRepName: '陈静', legalRepDocNumber: '440106199203033336', registeredCapitalFen: 2_000_000_000, status: 'active', establishedOn: '2017-11-22', address: '上海市浦东新区张江路665号' },
  { creditCode: '91440106MA59QWER3T', name: '广州天河智造装备有限公司', legalRepName: '杨洋', legalRepDocNumber: '510107198907074443', registeredCapitalFen: 300_000_000, status: 'active', establishedOn: '2016-06-30', address: '广州市天河区天河北路233号' },
  { creditCode: '91330106MA2CTYU84E', name: '杭州西溪供应链管理有限公司', legalRepName: '赵磊', legalRepDocNumber: '330106198011115556', registeredCapitalFen: 800_000_000, status: 'active', establishedOn: '2020-01-15', address: '杭州市西湖区文三路90号' },
  { creditCode: '91510100MA6DPLKJ5Q', name: '成都锦城农业发展有限公司', legalRepName: '黄丽', legalRepDocNumber: '420102199505056665', registeredCapitalFen: 150_000_000, status: 'active', establishedOn: '2015-09-08', address: '成都市锦江区红星路三段1号' },
  { creditCode: '91320211MA1NHGFD6N', name: '无锡太湖纺织有限公司', legalRepName: '周杰', legalRepDocNumber: '370102198606067778', registeredCapitalFen: 60_000_000, status: 'revoked', establishedOn: '2012-05-20', address: '无锡市滨湖区蠡湖大道2000号' },
  { creditCode: '91420100MA4KRXCW7J', name: '武汉江城物流有限公司', legalRepName: '吴敏', legalRepDocNumber: '350102199108088884', registeredCapitalFen: 100_000_000, status: 'cancelled', establishedOn: '2014-07-01', address: '武汉市江汉区解放大道688号' },
];
