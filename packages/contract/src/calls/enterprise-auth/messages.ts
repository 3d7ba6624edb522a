/** Field messages of enterprise authentication (issue 21), shared by the form and the server. */
export const ENTP_AUTH_MESSAGES = {
  creditCodeShape: '请输入18位统一社会信用代码（数字或大写字母，不含I、O、S、V、Z）',
  creditCodeCheckDigit: '统一社会信用代码校验位不正确，请核对营业执照后重新输入',
  keywordShort: '请输入至少2个字的企业名称或18位统一社会信用代码',
  keywordLong: '企业名称不能超过60个字',
  applicationMissing: '认证申请不存在，请重新发起企业认证',
  legalRepName: '请输入法定代表人姓名（2-30个字）',
  docNumberRequired: '请输入法定代表人证件号码',
  licenceRequired: '请上传营业执照照片',
  letterRequired: '授权代理人须上传加盖企业公章的授权委托书照片',
  picturesMismatch: '上传的图片与说明不一致，请重新选择图片',
  pictureFormat: '仅支持 jpg、jpeg、png、bmp、gif 格式的图片',
  pictureTooLarge: '图片不能超过 5MB，请压缩后重新上传',
  licenceUnreadable: '营业执照照片无法辨认（空白、过小或不清晰），请上传清晰完整的营业执照照片或扫描件',
  letterUnreadable: '授权委托书照片无法辨认（空白、过小或不清晰），请上传清晰完整的授权委托书照片或扫描件',
} as const;
