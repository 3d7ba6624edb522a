/** Labels of the shared picture picker. */
export const IMAGE_PICKER_TEXTS = {
  add: '上传图片',
  processing: '处理中…',
  remove: '删除图片',
  reupload: '重新上传',
  unreadable: '无法识别该图片，请重新上传',
  preview: '预览图片',
} as const;
