import { FACE_PURPOSES } from '@portal/contract/calls/face/fields';

/** Texts of the phone page of a face check (`#/m/face`). */
export const FACE_TEXTS = {
  title: '人脸识别验证',
  bank: '鼎信银行',
  purpose: (key: keyof typeof FACE_PURPOSES) => `验证用途：${FACE_PURPOSES[key]}`,
  holder: (name: string) => `验证人：${name}`,
  loading: '正在加载…',
  tips: ['请本人操作，正对手机摄像头', '保持光线充足，不要佩戴帽子、墨镜或口罩', '确保面部完整出现在画面中'],
  take: '拍摄照片',
  retake: '重新拍摄',
  submit: '提交验证',
  submitting: '正在验证…',
  previewAlt: '待提交的照片',
  notImage: '请选择一张照片',
  readFailed: '照片读取失败，请重新拍摄',
  doneTitle: '人脸识别成功',
  doneBody: '请回到电脑上继续完成操作，本页面可以关闭。',
  invalidTitle: '二维码已失效',
  privacy: '照片仅用于本次身份核验，经加密传输，不作他用。',
  hotline: '如有疑问请致电客服热线 95386',
} as const;
