import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/** icons-svg writes SVG attributes as in markup (`fill-rule`); React wants them camel-cased. */
const propName = (name: string) => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

function draw(node: AbstractNode, key?: number): ReactElement {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) props[propName(name)] = value;
  return createElement(node.tag, props, ...(node.children ?? []).map((child, i) => draw(child, i)));
}

/**
 * An Ant Design icon for the portal's shell (header, footer, floating panel), drawn from the
 * same SVG definition and with the same markup and classes as `@ant-design/icons`, without its
 * component runtime: the shell is on every page's first paint, and antd loads with the first
 * screen that needs it (issue 36). Decorative only, like every icon of the shell.
 */
export function ShellIcon({ icon, className }: { icon: IconDefinition; className?: string | undefined }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}>
      {draw({ ...svg, attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' } })}
    </span>
  );
}
