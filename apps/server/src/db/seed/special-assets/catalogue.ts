import type { AssetStatus, AssetType } from '@portal/contract/calls/special-assets/fields';
import { ASSET_TYPES } from '@portal/contract/calls/special-assets/fields';
import { ID_PREFIX } from '../../../modules/special-assets/id-prefix.ts';
import { SEED_ORGS } from './orgs.ts';

/** Deterministic generator of realistic special assets: the same index always gives the same asset. */

const PLACES: Array<[province: string, cities: string[]]> = [
  ['北京市', ['朝阳区', '海淀区', '丰台区', '通州区']],
  ['上海市', ['浦东新区', '闵行区', '嘉定区', '松江区']],
  ['广东省', ['广州市', '深圳市', '佛山市', '东莞市']],
  ['浙江省', ['杭州市', '宁波市', '温州市', '绍兴市']],
  ['江苏省', ['南京市', '苏州市', '无锡市', '常州市']],
  ['四川省', ['成都市', '绵阳市', '德阳市']],
  ['湖北省', ['武汉市', '宜昌市', '襄阳市']],
  ['山东省', ['济南市', '青岛市', '烟台市', '潍坊市']],
  ['河南省', ['郑州市', '洛阳市', '新乡市']],
  ['福建省', ['福州市', '厦门市', '泉州市']],
  ['陕西省', ['西安市', '宝鸡市', '咸阳市']],
  ['重庆市', ['渝北区', '江北区', '九龙坡区']],
  ['天津市', ['滨海新区', '西青区', '武清区']],
  ['湖南省', ['长沙市', '株洲市', '湘潭市']],
  ['安徽省', ['合肥市', '芜湖市', '马鞍山市']],
];

const INDUSTRIES = ['制造业', '房地产业', '批发和零售业', '建筑业', '交通运输业', '住宿和餐饮业', '纺织服装', '化工', '电子信息', '新能源', '农副食品加工', '医药制造'];
const NAME_HEAD = ['华', '鑫', '盛', '恒', '宏', '永', '嘉', '瑞', '信', '泰', '丰', '隆', '润', '博', '远', '兴', '锦', '德', '金', '天'];
const NAME_TAIL = ['达', '源', '通', '昌', '利', '海', '安', '成', '祥', '辉', '远', '茂', '峰', '和', '晟', '科', '禾', '川', '宇', '诚'];
const COMPANY_KIND: Record<string, string> = {
  制造业: '机械制造有限公司',
  房地产业: '置业有限公司',
  批发和零售业: '商贸有限公司',
  建筑业: '建设工程有限公司',
  交通运输业: '物流有限公司',
  住宿和餐饮业: '酒店管理有限公司',
  纺织服装: '纺织有限公司',
  化工: '化工有限公司',
  电子信息: '电子科技有限公司',
  新能源: '新能源科技有限公司',
  农副食品加工: '食品有限公司',
  医药制造: '药业有限公司',
};
const PROPERTY = ['商业用房', '写字楼', '工业厂房', '住宅', '商铺', '仓储用房', '酒店综合楼', '土地使用权及地上建筑物'];
const EQUIPMENT = ['数控机床生产线', '注塑成型设备', '纺织印染设备', '冷链仓储设备', '光伏组件生产线', '挖掘机等工程机械', '制药洁净车间设备', '锂电池涂布设备'];
const STREETS = ['建设路', '人民路', '解放大道', '中山路', '科技园路', '滨江大道', '工业大道', '新华路', '长江路', '发展大道'];
const LITIGATION = ['已取得生效判决，进入执行程序', '已申请强制执行，法院已查封抵押物', '诉讼中，一审已判决', '已达成调解，债务人未履行', '未诉讼，债权诉讼时效正常'];
const DISPOSAL = ['公开挂牌转让', '网络司法拍卖', '协议转让', '债权打包转让', '竞价转让'];
const FLOORS = ['1-3层', '整栋', '第8层', '第15-16层', '首层及二层', '地上5层'];

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedAsset {
  assetId: string;
  title: string;
  type: AssetType;
  province: string;
  city: string;
  industry: string;
  debtor: string;
  principalFen: number | null;
  interestFen: number | null;
  listingPriceFen: number;
  areaM2: number | null;
  collateral: string;
  litigation: string;
  disposal: string;
  location: string;
  description: string;
  orgId: string;
  status: AssetStatus;
  featured: boolean;
  contactName: string;
  contactPhone: string;
  documents: { name: string; note: string }[];
  listedOn: string;
  /** Which of the type's seed pictures, in order. */
  pictureSlots: number[];
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['经理', '主管', '女士', '先生'];

/** Asset number `n` (1-based) of the catalogue; ids count per type (ZQ00000001 …). */
export function generateAsset(n: number, endDay = '2026-11-20'): GeneratedAsset {
  const r = rng(n * 7919 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const type = ASSET_TYPES[(n - 1) % ASSET_TYPES.length]!;
  const serial = Math.floor((n - 1) / ASSET_TYPES.length) + 1;
  const [province, cities] = pick(PLACES);
  const city = pick(cities);
  const industry = pick(INDUSTRIES);
  const debtor = `${city.replace(/[市区]$/, '')}${pick(NAME_HEAD)}${pick(NAME_TAIL)}${COMPANY_KIND[industry]}`;
  const org = SEED_ORGS.find((o) => o.province === province) ?? SEED_ORGS[(n * 3) % SEED_ORGS.length]!;
  const street = `${pick(STREETS)}${10 + Math.floor(r() * 890)}号`;
  const location = `${province === city ? '' : province}${city}${street}`;
  const wan = (lo: number, hi: number) => Math.round((lo + r() * (hi - lo)) * 100) * 10_000; // fen, to the 100 yuan
  let title: string;
  let principalFen: number | null = null;
  let interestFen: number | null = null;
  let areaM2: number | null = null;
  let listingPriceFen: number;
  let collateral = '';
  switch (type) {
    case 'creditor': {
      principalFen = wan(300, 30_000);
      interestFen = Math.round((principalFen * (0.05 + r() * 0.35)) / 10_000) * 10_000;
      listingPriceFen = Math.round(((principalFen + interestFen) * (0.3 + r() * 0.5)) / 10_000) * 10_000;
      collateral = `${city}${pick(PROPERTY)}抵押，面积约${Math.round(800 + r() * 20_000)}平方米`;
      title = `${debtor}债权`;
      break;
    }
    case 'realEstate': {
      const use = pick(PROPERTY);
      areaM2 = Math.round((80 + r() * 12_000) * 100) / 100;
      const perM2 = 3_000 + r() * 45_000;
      listingPriceFen = Math.round((areaM2 * perM2) / 100) * 10_000;
      title = `${city}${street.replace(/\d+号$/, '')}${use}${pick(FLOORS)}`;
      collateral = '无（本行已取得抵债资产所有权）';
      break;
    }
    case 'equipment': {
      listingPriceFen = wan(20, 3_000);
      title = `${debtor.replace(/有限公司$/, '')}${pick(EQUIPMENT)}`;
      collateral = '设备动产抵押已登记';
      break;
    }
    default: {
      const pct = [5, 10, 15, 20, 25, 30, 35, 40, 51, 60][Math.floor(r() * 10)]!;
      listingPriceFen = wan(100, 50_000);
      title = `${debtor}${pct}%股权`;
      collateral = `股权质押已在${city}市场监督管理局登记`;
    }
  }
  const statusRoll = r();
  const status: AssetStatus = statusRoll < 0.78 ? 'listed' : statusRoll < 0.9 ? 'negotiating' : statusRoll < 0.97 ? 'sold' : 'withdrawn';
  const day = new Date(Date.parse(`${endDay}T00:00:00Z`) - Math.floor(r() * 540) * 86_400_000).toISOString().slice(0, 10);
  const contactName = `${pick(SURNAMES)}${pick(GIVEN)}`;
  const slots = [0, 1, 2].sort(() => r() - 0.5);
  return {
    assetId: `${ID_PREFIX[type]}${String(serial).padStart(8, '0')}`,
    title,
    type,
    province,
    city,
    industry,
    debtor: type === 'realEstate' ? '' : debtor,
    principalFen,
    interestFen,
    listingPriceFen,
    areaM2,
    collateral,
    litigation: type === 'creditor' || type === 'equity' ? pick(LITIGATION) : '',
    disposal: pick(DISPOSAL),
    location,
    description: descriptionOf(type, title, debtor, industry, location),
    orgId: org.orgId,
    status,
    featured: r() < 0.08,
    contactName,
    contactPhone: org.phone,
    documents: [
      { name: '资产推介说明书.pdf', note: '资产概况、权属与处置方式' },
      ...(type === 'creditor' ? [{ name: '债权转让公告.pdf', note: '公告期 10 个工作日' }] : []),
      ...(type === 'realEstate' ? [{ name: '不动产权证书（复印件）.pdf', note: '线下核验原件' }] : []),
    ],
    listedOn: day,
    pictureSlots: slots.slice(0, 2 + Math.floor(r() * 2)),
  };
}

function descriptionOf(type: AssetType, title: string, debtor: string, industry: string, location: string): string {
  switch (type) {
    case 'creditor':
      return `本项目为本行对${debtor}享有的贷款债权及其从权利。债务人主营${industry}，因经营困难未能按期偿还借款。本行已依法采取保全措施，现将该债权公开推介转让，欢迎有意向的投资人咨询。`;
    case 'realEstate':
      return `${title}位于${location}，为本行通过司法程序取得的抵债资产，产权清晰，可现场看样。周边交通便利，配套成熟，适合自用或出租经营。`;
    case 'equipment':
      return `${title}原用于${industry}生产，设备整体保存完好，部分设备可继续使用。买受人须自行负责拆除、运输及相关费用。`;
    default:
      return `本项目为${debtor}的部分股权，公司所属行业为${industry}，注册地为${location.slice(0, 6)}。股权转让完成后受让方将依法成为公司股东，相关财务资料可签署保密协议后查阅。`;
  }
}
