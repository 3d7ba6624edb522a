import { normalize } from './segment.ts';

/**
 * What kind of question a text asks, read from its question words (which the term list drops as
 * stop words): how to do something, what to do about a problem, why, what something is, how
 * much / how long, where, or which ones. A yes-no 吗 is not a kind: almost any phrasing may end
 * with it. Short questions share their topic words with several entries (如何注销: how to close
 * an account, the conditions for it, why a login says closed); the question word tells them apart.
 */
export type Intent = 'how' | 'fix' | 'why' | 'what' | 'amount' | 'where' | 'which';

const PATTERNS: ReadonlyArray<readonly [Intent, RegExp]> = [
  // 怎么办 / 咋办 / 怎么处理 ask for a remedy, 怎么回事 for a cause: neither is a how-to.
  ['fix', /怎么办|咋办|咋整|怎么整|怎么处理|如何处理|怎么解决|如何解决/],
  // 怎么显示 / 怎么不能 / 怎么又 ask why something happens, not how to do it.
  ['why', /为什么|为啥|怎么回事|什么原因|啥原因|咋回事|怎么(?:会|显示|提示|说|又|突然|老是|总是|一直|还|就|不|没)/],
  ['how', /怎么(?!办|回事|整|处理|解决|样|会|显示|提示|说|又|突然|老是|总是|一直|还|就|不|没)|如何(?!处理|解决)|怎样|咋(?!办|回事|整)|步骤|流程|第一步/],
  ['what', /是什么|什么是|是啥|啥是|干嘛|干什么|干啥|什么用|啥用|什么意思|啥意思|做什么|区别/],
  ['amount', /多少|多久|多长|多大|几[次天个位点张笔年分种]|几点/],
  ['where', /在哪|哪里|哪儿|入口|从哪|哪进/],
  ['which', /哪些|哪几|哪种|(?:什么|啥)(?:浏览器|证件|材料|资料|活动|产品|功能|条件|要求)/],
];

/** The question kinds a text asks (usually one or two). */
export function intents(text: string): Intent[] {
  const t = normalize(text);
  return PATTERNS.filter(([, re]) => re.test(t)).map(([intent]) => intent);
}
