export const KEY_CHECK_TEXTS = {
  title: '签名控件与安全设备检测',
  intro: '检测本机签名控件是否可用、安全设备（U盾）是否插入，并用其中的证书做一次签名测试。检测不会上传任何证书或签名。',
  start: '立即检测',
  again: '重新检测',
  running: '正在检测…',
  control: '签名控件',
  controlVersion: (v: string) => `已安装，版本 ${v}`,
  mac: '本机 MAC',
  keys: '安全设备',
  keyCount: (n: number) => `已检测到 ${n} 个`,
  certificate: '证书',
  signature: '签名测试',
  signatureOk: '签名成功',
  notChecked: '未检测',
  passed: '检测通过，您可以正常使用证书登录与签名功能。',
  /** The text the signature test signs. */
  sample: '鼎信银行安全设备检测',
} as const;
