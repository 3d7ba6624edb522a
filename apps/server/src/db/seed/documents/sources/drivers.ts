import { KEY_PROVIDERS, type KeyProvider } from '@portal/contract/calls/documents/key-providers';
import type { Manual } from './manual.ts';

/** The driver release the seed describes for each provider (operators replace it with the vendor's package). */
export interface DriverRelease {
  provider: string;
  driverVersion: string;
  releaseDate: string;
  systems: string;
}

export const DRIVER_RELEASES: readonly DriverRelease[] = [
  { provider: 'feitian', driverVersion: '1.0.24.1015', releaseDate: '2025-12-08', systems: 'Windows,统信UOS,麒麟' },
  { provider: 'watchdata', driverVersion: '1.0.24.0826', releaseDate: '2025-10-21', systems: 'Windows,统信UOS,麒麟' },
  { provider: 'haitai', driverVersion: '2.1.9.0312', releaseDate: '2026-01-16', systems: 'Windows,统信UOS,麒麟' },
  { provider: 'huada', driverVersion: '3.0.3.0120', releaseDate: '2025-11-30', systems: 'Windows,统信UOS' },
  { provider: 'fisec', driverVersion: '5.2.0.1108', releaseDate: '2025-09-12', systems: 'Windows,麒麟' },
  { provider: 'tendyron', driverVersion: '4.6.1.0718', releaseDate: '2025-07-18', systems: 'Windows' },
];

export function providerOf(code: string): KeyProvider {
  const p = KEY_PROVIDERS.find((k) => k.code === code);
  if (!p) throw new Error(`unknown key provider ${code}`);
  return p;
}

/** The installation guide of one vendor's driver: what the seeded download entry holds. */
export function driverGuide(r: DriverRelease): Manual {
  const p = providerOf(r.provider);
  const systems = r.systems.split(',');
  const keySn = p.minKeySnVersion
    ? `读取 U盾 序列号需要驱动 ${p.minKeySnVersion} 及以上版本；低于该版本时可以登录，但证书管理、签名验证等需要序列号的功能会提示“请升级驱动”。`
    : '本产品各版本驱动均可读取 U盾 序列号。';
  return {
    slug: `netshield-${p.code}-install-guide`,
    title: `${p.product}驱动安装说明`,
    subtitle: `${p.vendor} · 驱动版本 ${r.driverVersion}`,
    version: r.driverVersion,
    issued: r.releaseDate,
    preface: [
      `本说明适用于在鼎信银行企业网上银行使用的${p.product}（证书类型 ${p.certType}，CSP 名称 ${p.cspName}）。`,
      '驱动安装程序由设备厂商提供，请从鼎信银行企业金融门户“安全设备助手”页面或厂商官网下载，不要使用来源不明的安装包。',
    ],
    chapters: [
      {
        title: '适用环境',
        sections: [
          {
            title: '支持的操作系统',
            table: [
              ['操作系统', '是否支持', '说明'],
              ['Windows 7 / 10 / 11（32/64 位）', systems.includes('Windows') ? '支持' : '不支持', '需要管理员权限安装'],
              ['统信 UOS 20 桌面版', systems.includes('统信UOS') ? '支持' : '不支持', 'deb 安装包，使用 sudo dpkg -i 安装'],
              ['银河麒麟 V10 桌面版', systems.includes('麒麟') ? '支持' : '不支持', 'deb 安装包，使用 sudo dpkg -i 安装'],
            ],
          },
          { title: '序列号读取', paragraphs: [keySn] },
        ],
      },
      {
        title: '安装步骤',
        sections: [
          {
            title: 'Windows',
            steps: [
              '安装前请拔出 U盾，并关闭所有浏览器窗口。',
              '如已安装旧版本驱动，请先在“控制面板 > 程序和功能”中卸载。',
              '右键点击安装程序，选择“以管理员身份运行”，按提示完成安装。',
              '插入 U盾，任务栏出现厂商管理工具图标即表示识别成功。',
            ],
          },
          {
            title: '统信 UOS 与银河麒麟',
            steps: [
              '打开终端，进入安装包所在目录。',
              '执行 sudo dpkg -i 安装包文件名.deb，输入系统密码。',
              '安装完成后重新插入 U盾，执行厂商工具的“检测设备”确认识别。',
            ],
          },
        ],
      },
      {
        title: '安装后检查',
        sections: [
          {
            title: '在门户中检测',
            paragraphs: [
              `打开鼎信银行企业金融门户的“安全设备助手”，插入 U盾 后页面会显示已安装的驱动版本。当前推荐版本为 ${r.driverVersion}（发布日期 ${r.releaseDate}）。`,
              '注意：请勿同时安装两个厂商的同类驱动管理工具，以免争用 U盾。遇到问题请致电 95386。',
            ],
          },
        ],
      },
    ],
  };
}
