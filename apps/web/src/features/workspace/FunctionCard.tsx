import type { WorkspaceFunction } from '@portal/contract/calls/workspace/workspace-config';
import { WORKSPACE_TEXTS as T } from './texts.ts';

/** A function's icon, name and line of description; a screen is a link, a bank system a button. */
export function FunctionCard({ item, onOpen }: { item: WorkspaceFunction; onOpen(item: WorkspaceFunction): void }) {
  const body = (
    <>
      <img className="workspace-icon" src={item.icon} alt="" width={32} height={32} />
      <span className="workspace-text">
        <span className="workspace-name">
          {item.name}
          {item.kind === 'system' && <span className="workspace-tag">{T.systemTag}</span>}
        </span>
        <span className="workspace-desc">{item.description}</span>
      </span>
    </>
  );
  return item.kind === 'screen' ? (
    <a className="workspace-card" href={`#${item.route}`}>
      {body}
    </a>
  ) : (
    <button type="button" className="workspace-card" onClick={() => onOpen(item)}>
      {body}
    </button>
  );
}
