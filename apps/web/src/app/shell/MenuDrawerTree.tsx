import { useId, useState } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import type { DrawerNode } from './drawer-nodes.ts';
import { SHELL_TEXTS } from './texts.ts';
import styles from './MenuDrawer.module.css';

interface TreeProps {
  nodes: DrawerNode[];
  depth?: number;
  onPick: (node: DrawerNode) => void;
}

/** A level of the drawer's menu: every entry that has more under it opens in place. */
export function MenuDrawerTree({ nodes, depth = 0, onPick }: TreeProps) {
  return (
    <ul className={styles.tree} data-depth={depth}>
      {nodes.map((node, i) => (
        <DrawerEntry key={`${node.label}-${i}`} node={node} depth={depth} onPick={onPick} />
      ))}
    </ul>
  );
}

function DrawerEntry({ node, depth, onPick }: { node: DrawerNode; depth: number; onPick: TreeProps['onPick'] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const children = node.children ?? [];
  const opens = children.length > 0 || node.image !== undefined;
  const toggle = () => setOpen(!open);

  return (
    <li className={styles.entry}>
      <div className={styles.row}>
        {node.url ? (
          <ConfigLink className={styles.link} url={node.url} newPage={node.newPage} onClick={() => onPick(node)}>
            {node.label}
          </ConfigLink>
        ) : (
          // Without an address of its own, a click on the label opens the entry as its arrow does.
          <span className={styles.link} onClick={opens ? toggle : undefined}>
            {node.label}
          </span>
        )}
        {opens && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={SHELL_TEXTS.submenu(node.label)}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
          >
            <ShellIcon icon={DownOutlined} className={styles.caret} />
          </button>
        )}
      </div>
      {opens && (
        <div id={panelId} className={styles.panel} hidden={!open}>
          {children.length > 0 && <MenuDrawerTree nodes={children} depth={depth + 1} onPick={onPick} />}
          {node.image && (
            <figure className={styles.qr}>
              <img src={node.image.src} alt={node.image.alt} width={112} height={112} loading="lazy" />
              {node.image.description && <figcaption>{node.image.description}</figcaption>}
            </figure>
          )}
        </div>
      )}
    </li>
  );
}
