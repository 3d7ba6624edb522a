import type { BranchService } from '@portal/contract/calls/branches/fields';

/**
 * The seeded branches of 鼎信银行 (a made-up bank): six cities, plausible streets, made-up door
 * numbers and telephone numbers. Not any real bank's data.
 */
export interface SeedBranch {
  name: string;
  province: string;
  city: string;
  district: string;
  address: string;
  phone: string;
  weekdayHours: string;
  weekendHours: string;
  services: BranchService[];
  /** Approximate map point, or none (an operator may add it later). */
  at?: [latitude: number, longitude: number];
}

const FULL: BranchService[] = ['corporateAccount', 'forex', 'cash', 'loan', 'selfService24h'];
const WEEKDAY = '09:00-17:00';
const CLOSED = '休息';

type Row = [name: string, district: string, address: string, phone: string, weekend: string, services: BranchService[], at?: [number, number]];

function city(province: string, cityName: string, rows: Row[]): SeedBranch[] {
  return rows.map(([name, district, address, phone, weekendHours, services, at]) => ({
    name,
    province,
    city: cityName,
    district,
    address,
    phone,
    weekdayHours: WEEKDAY,
    weekendHours,
    services,
    ...(at ? { at } : {}),
  }));
}

export const SEED_BRANCHES: SeedBranch[] = [
  ...city('北京市', '北京市', [
    ['鼎信银行北京分行营业部', '西城区', '金融大街 27 号鼎信大厦一层', '010-66018800', '09:00-16:00', FULL, [39.915, 116.358]],
    ['鼎信银行北京东城支行', '东城区', '东长安街 18 号东方广场南座 105 室', '010-65128601', CLOSED, ['corporateAccount', 'cash', 'selfService24h'], [39.909, 116.414]],
    ['鼎信银行北京朝阳支行', '朝阳区', '建国门外大街 1 号国贸写字楼二座 1 层', '010-65052216', '10:00-16:00', ['corporateAccount', 'forex', 'cash', 'loan', 'selfService24h'], [39.909, 116.459]],
    ['鼎信银行北京望京支行', '朝阳区', '望京街 10 号望京 SOHO 塔 2 首层', '010-64708832', CLOSED, ['corporateAccount', 'cash', 'selfService24h'], [39.996, 116.481]],
    ['鼎信银行北京中关村支行', '海淀区', '中关村大街 59 号文化大厦一层', '010-62561175', '09:30-16:00', ['corporateAccount', 'loan', 'cash', 'selfService24h'], [39.976, 116.316]],
    ['鼎信银行北京亦庄支行', '大兴区', '荣华中路 10 号亦城国际中心 1 层', '010-67856203', CLOSED, ['corporateAccount', 'loan', 'cash']],
  ]),
  ...city('上海市', '上海市', [
    ['鼎信银行上海分行营业部', '浦东新区', '陆家嘴环路 1233 号汇亚大厦一层', '021-68871200', '09:00-16:00', FULL, [31.238, 121.506]],
    ['鼎信银行上海张江支行', '浦东新区', '祖冲之路 887 弄 88 号 1 层', '021-50276314', CLOSED, ['corporateAccount', 'loan', 'cash', 'selfService24h'], [31.207, 121.6]],
    ['鼎信银行上海静安支行', '静安区', '南京西路 1266 号恒隆广场二期 1 层', '021-62883540', '10:00-16:00', ['corporateAccount', 'forex', 'cash', 'selfService24h'], [31.228, 121.451]],
    ['鼎信银行上海徐汇支行', '徐汇区', '漕溪北路 88 号圣爱大厦一层', '021-64871952', CLOSED, ['corporateAccount', 'cash', 'loan'], [31.193, 121.437]],
    ['鼎信银行上海虹桥支行', '闵行区', '申长路 988 弄虹桥万科中心 2 号楼 1 层', '021-54261708', CLOSED, ['corporateAccount', 'forex', 'cash'], [31.197, 121.312]],
  ]),
  ...city('广东省', '广州市', [
    ['鼎信银行广州分行营业部', '天河区', '珠江新城华夏路 8 号合景国际金融广场 1 层', '020-38326600', '09:00-16:00', FULL, [23.121, 113.325]],
    ['鼎信银行广州越秀支行', '越秀区', '环市东路 368 号花园大厦首层', '020-83762145', CLOSED, ['corporateAccount', 'cash', 'selfService24h'], [23.138, 113.284]],
    ['鼎信银行广州琶洲支行', '海珠区', '阅江中路 832 号保利国际广场南塔 1 层', '020-89235517', CLOSED, ['corporateAccount', 'forex', 'loan'], [23.099, 113.369]],
    ['鼎信银行广州番禺支行', '番禺区', '市桥街繁华路 38 号 1 层', '020-84823096', '09:00-12:00', ['corporateAccount', 'cash', 'selfService24h']],
  ]),
  ...city('广东省', '深圳市', [
    ['鼎信银行深圳分行营业部', '福田区', '深南大道 4011 号港中旅大厦首层', '0755-82093300', '09:00-16:00', FULL, [22.54, 114.058]],
    ['鼎信银行深圳南山支行', '南山区', '科技南十二路 2 号金蝶软件园 1 层', '0755-86217745', CLOSED, ['corporateAccount', 'loan', 'cash', 'selfService24h'], [22.532, 113.95]],
    ['鼎信银行深圳前海支行', '南山区', '前海大道前海嘉里商务中心 T1 栋 1 层', '0755-86528190', CLOSED, ['corporateAccount', 'forex', 'loan'], [22.523, 113.894]],
    ['鼎信银行深圳罗湖支行', '罗湖区', '人民南路 3005 号深房广场首层', '0755-82337612', '10:00-16:00', ['corporateAccount', 'forex', 'cash', 'selfService24h'], [22.539, 114.118]],
    ['鼎信银行深圳龙岗支行', '龙岗区', '龙翔大道 7188 号万科广场 1 层', '0755-89562407', CLOSED, ['cash', 'selfService24h']],
  ]),
  ...city('浙江省', '杭州市', [
    ['鼎信银行杭州分行营业部', '上城区', '钱江路 1366 号华润大厦 A 座 1 层', '0571-87238800', '09:00-16:00', FULL, [30.245, 120.212]],
    ['鼎信银行杭州西湖支行', '西湖区', '文三路 90 号东部软件园 1 层', '0571-88271536', CLOSED, ['corporateAccount', 'loan', 'cash', 'selfService24h'], [30.278, 120.13]],
    ['鼎信银行杭州滨江支行', '滨江区', '江南大道 3850 号创新大厦首层', '0571-86692473', CLOSED, ['corporateAccount', 'forex', 'loan', 'selfService24h'], [30.21, 120.211]],
    ['鼎信银行杭州萧山支行', '萧山区', '市心中路 819 号 1 层', '0571-82718864', '09:00-12:00', ['corporateAccount', 'cash', 'loan']],
  ]),
  ...city('四川省', '成都市', [
    ['鼎信银行成都分行营业部', '锦江区', '红星路三段 1 号国际金融中心二号办公楼 1 层', '028-86658800', '09:00-16:00', FULL, [30.657, 104.081]],
    ['鼎信银行成都高新支行', '武侯区', '天府大道北段 1700 号环球中心 W6 区 1 层', '028-85336219', CLOSED, ['corporateAccount', 'loan', 'cash', 'selfService24h'], [30.571, 104.064]],
    ['鼎信银行成都天府新区支行', '双流区', '华阳街道正北上街 93 号 1 层', '028-85621745', CLOSED, ['corporateAccount', 'cash', 'selfService24h']],
    ['鼎信银行成都青羊支行', '青羊区', '人民中路二段 68 号 1 层', '028-86257390', '10:00-16:00', ['corporateAccount', 'forex', 'cash'], [30.671, 104.062]],
  ]),
];
