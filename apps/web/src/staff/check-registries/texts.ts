import type { CheckImportKind } from '@portal/contract/calls/checks/import-fields';

/** Strings of #/staff/check-registries (issue 24). */
export const CHECK_REGISTRY_TEXTS = {
  title: '查验工具数据',
  intro: '维护保函查验、询证函查询与电子印章验证所查的数据：下载模板，导入CSV/XLSX，查看逐行校验报告。验证码与查询码只保存摘要，导入后无法再查看原文。',
  count: (n: number) => `现有${n}条`,
  importTitle: (what: string) => `导入${what}`,
  importIntro: {
    guarantees: '按保函编号新增或更新。状态填写“有效”“已撤销”或“已索赔”；是否过期由失效日期自动判断。已撤销、已索赔须填写状态变更日期。',
    letters: '按询证函编号新增或更新。查询码为询证函回执联上的6位数字；经电子函证平台办理的，填写平台名称。',
    letterEvents: '每行一个办理环节，按“询证函编号+渠道+环节”新增或更新；询证函须已导入。纸质“已寄回”环节须填写快递公司与快递单号。',
    seals: '按防伪码新增或更新。时间均为北京时间；印章在盖章时已注销或证书已过期的，查询结果显示为无效。',
  } as Record<CheckImportKind, string>,
} as const;
