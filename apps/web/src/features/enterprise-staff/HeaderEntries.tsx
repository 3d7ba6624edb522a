import { Link } from 'react-router-dom';
import { FLOW_PATH, RELATIONS_PATH, STAFF_PATH, useSeat } from './seat.ts';
import { STAFF_TEXTS as T } from './texts.ts';

interface HeaderEntriesProps {
  className?: string | undefined;
  linkClassName?: string | undefined;
  onLeave?: (() => void) | undefined;
}

/**
 * The header's enterprise entries for a logged-in customer with a seat (issue 23): 员工管理 for
 * directors and approvers (approvers check staff changes), 账户关联 for directors, 账户流水 for
 * every seat. A customer without a seat sees none. No antd here: the shell stays light.
 */
export function HeaderEntries({ className, linkClassName, onLeave }: HeaderEntriesProps) {
  const seat = useSeat();
  if (seat.state !== 'done') return null;
  const role = seat.seat.role;
  const entries = [
    ...(role !== 'inquirer' ? [{ to: STAFF_PATH, label: T.staffTitle, id: 'staff' }] : []),
    ...(role === 'director' ? [{ to: RELATIONS_PATH, label: T.relationsTitle, id: 'relations' }] : []),
    { to: FLOW_PATH, label: T.flowTitle, id: 'flow' },
  ];
  return (
    <nav className={className} aria-label={T.enterprise} data-testid="header-enterprise">
      {entries.map((e) => (
        <Link key={e.id} className={linkClassName} to={e.to} onClick={onLeave} data-testid={`header-enterprise-${e.id}`}>
          {e.label}
        </Link>
      ))}
    </nav>
  );
}
