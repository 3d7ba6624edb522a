import type { Db } from '../client.ts';
import { insertDisclaimerIfAbsent } from '../../modules/disclaimer/repo.ts';
import { sanitizeDisclaimer } from '../../modules/disclaimer/service.ts';

/** Agreement ids that seeded page configurations name in `disclaimersID`. */
export const DISCLAIMER_IDS = {
  specialAssets: 'tszc-service-agreement',
  greenFinance: 'lsjr-disclaimer',
} as const;

/** The agreements of the demo's guarded pages: operators edit them later, the seed never overwrites. */
export const SEED_DISCLAIMERS = [
  {
    msgId: DISCLAIMER_IDS.specialAssets,
    title: '鼎信银行特色资产专区服务协议',
    content: `
<p>尊敬的用户：</p>
<p>欢迎使用鼎信银行股份有限公司（以下简称“本行”）企业金融门户“特色资产专区”（以下简称“本专区”）。在使用本专区前，请您仔细阅读并充分理解本协议全部内容，<strong>特别是以加粗形式提示您注意的免除或限制责任条款</strong>。您点击“我已阅读并同意”即视为您已接受本协议的全部约定。</p>
<h3>一、服务内容</h3>
<p>1. 本专区展示本行及本行合作机构依法受托处置或推介的不良资产、抵债资产、股权及其他特色资产信息（以下统称“资产信息”），供用户查阅、检索、收藏及发起意向咨询。</p>
<p>2. 本专区仅提供信息展示与意向登记服务，<strong>不构成本行对任何资产的要约、承诺或投资建议</strong>。资产的转让、竞买等交易须另行签署书面协议，并以相关交易文件为准。</p>
<h3>二、信息的准确性</h3>
<p>1. 资产信息来源于本行业务系统及资产持有人提供的资料，本行将尽合理审慎义务核实，但<strong>不对资产的权属瑕疵、实物状况、评估价值及未来收益作出任何明示或默示的保证</strong>。</p>
<p>2. 用户应自行或委托专业机构对资产进行尽职调查，并独立作出交易决策，由此产生的风险由用户自行承担。</p>
<h3>三、用户的义务</h3>
<p>1. 用户应保证登记的意向信息真实、准确、完整，不得冒用他人名义或虚构交易意向。</p>
<p>2. 未经本行书面许可，用户不得以任何方式复制、转载、汇编资产信息，或将其用于本协议约定以外的用途。</p>
<p>3. 用户不得利用本专区从事洗钱、非法集资、恶意串通竞价等违法违规活动。</p>
<h3>四、个人信息与商业秘密保护</h3>
<p>本行将依照《中华人民共和国个人信息保护法》《中华人民共和国数据安全法》及本行《隐私政策》收集、使用和保护您在本专区提交的信息，仅用于资产推介与交易撮合，不会向无关第三方提供。</p>
<h3>五、协议的变更与终止</h3>
<p>本行可根据法律法规及业务需要修订本协议，修订后的协议将在本专区公布，并在您下次进入本专区时提示您重新阅读确认。</p>
<h3>六、争议解决</h3>
<p>本协议适用中华人民共和国法律。因本协议产生的争议，双方应协商解决；协商不成的，任何一方可向本行住所地有管辖权的人民法院提起诉讼。</p>
<p>如您对本协议有任何疑问，请致电本行客服热线 95386。</p>
`,
  },
  {
    msgId: DISCLAIMER_IDS.greenFinance,
    title: '鼎信银行绿色金融服务免责声明',
    content: `
<p>欢迎访问鼎信银行绿色金融专区。在使用本专区提供的绿色信贷产品介绍、环境效益测算、企业碳账户等服务前，请您仔细阅读以下声明：</p>
<h3>一、测算结果仅供参考</h3>
<p>本专区提供的环境效益测算、碳排放核算等结果，系依据您录入的数据及公开的行业排放因子估算得出，<strong>不构成第三方核证结论，不得作为碳排放权交易、环境信息披露或申请政府补贴的正式依据</strong>。</p>
<h3>二、产品信息</h3>
<p>专区展示的绿色信贷、绿色票据等产品的利率、额度及准入条件仅为一般性说明，具体以本行审批结果及双方签署的合同为准。本行保留根据监管政策及市场情况调整产品的权利。</p>
<h3>三、第三方信息</h3>
<p>专区引用的政策文件、行业标准及第三方数据，本行已尽合理审慎义务，但不对其时效性和完整性承担责任。相关链接指向的第三方网站由其运营方负责。</p>
<h3>四、数据使用</h3>
<p>您在专区录入的企业能耗、排放等数据，本行仅用于为您提供测算与金融服务，并按照本行《隐私政策》予以保护。</p>
<p>继续使用本专区即表示您已理解并接受上述声明。如有疑问，请致电 95386。</p>
`,
  },
] as const;

export async function seedDisclaimers(db: Db): Promise<void> {
  for (const disclaimer of SEED_DISCLAIMERS) {
    await insertDisclaimerIfAbsent(db, sanitizeDisclaimer({ ...disclaimer, content: disclaimer.content.trim() }));
  }
}
