/** User-facing strings of the 无障碍工具条 (issue 38 point 2). */

/** The header's trigger: on every page's first paint, so kept apart from the toolbar's words. */
export const A11Y_TRIGGER_TEXTS = {
  label: '无障碍',
  tip: '无障碍工具条：文字大小、高对比度、大鼠标、阅读辅助线、指读',
} as const;

export const A11Y_TEXTS = {
  toolbar: '无障碍工具条',
  smaller: '文字减小',
  larger: '文字放大',
  textSize: (percent: number) => `文字大小 ${percent}%`,
  contrast: '高对比度',
  bigCursor: '大鼠标',
  readingGuide: '阅读辅助线',
  readAloud: '指读',
  on: '开',
  off: '关',
  reset: '重置',
  close: '关闭',
  resetDone: '已恢复标准设置',
  voiceChecking: '正在查找中文语音…',
  voiceReady: '指读：聚焦或停留在文字上即朗读',
  noSpeech: '此浏览器不支持语音朗读，指读不可用',
  noZhVoice: '本机没有中文语音，指读不可用',
  keysHint: '左右方向键切换按钮，Esc 关闭',
} as const;
