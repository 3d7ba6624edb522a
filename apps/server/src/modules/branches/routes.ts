import type { FastifyInstance } from 'fastify';
import { branchSearch } from '@portal/contract/calls/branches/branch-search';
import { operatorBranchCreate, operatorBranchList, operatorBranchSetActive, operatorBranchUpdate } from '@portal/contract/calls/branches/operator-branches';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createBranchService } from './service.ts';

/** Issue 20: the branch finder for visitors, and the operators' branch console. */
export function branchRoutes(app: FastifyInstance): void {
  const service = createBranchService(app.database.db);

  registerCall(app, branchSearch, (input) => service.search(input));

  registerCall(app, operatorBranchList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return service.adminList(input);
  });
  registerCall(app, operatorBranchCreate, async (input, ctx) => service.create(input.branch, await operatorEditor(app, ctx)));
  registerCall(app, operatorBranchUpdate, async (input, ctx) => service.update(input.id, input.branch, await operatorEditor(app, ctx)));
  registerCall(app, operatorBranchSetActive, async (input, ctx) => service.setActive(input.id, input.active, await operatorEditor(app, ctx)));
}
