import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/** A person with open arms, the usual sign of accessibility (antd has none); drawn by ShellIcon. */
export const AccessibilityIcon: IconDefinition = {
  name: 'accessibility',
  theme: 'outlined',
  icon: {
    tag: 'svg',
    attrs: { viewBox: '0 0 24 24', focusable: 'false' },
    children: [{ tag: 'path', attrs: { d: 'M12 1.5a2.2 2.2 0 110 4.4 2.2 2.2 0 010-4.4zM3 7h18v2.2h-6.3V22h-2.2v-6h-1v6H9.3V9.2H3z' } }],
  },
};
