import {
  WORKSPACE_MAX_FUNCTIONS,
  type LoginChannel,
  type WorkspaceFunction,
} from '@portal/contract/calls/workspace/workspace-config';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LoginTicketService } from '../session/tickets.ts';
import { createUnifiedLoginService } from '../unified-login/service.ts';
import { screenFunction, screensFor, systemFunction } from './catalogue.ts';
import * as repo from './repo.ts';

interface WorkspaceUser {
  id: string;
  userType: string;
}

/** Where a workspace login without a `redirectUrl` lands, per channel. */
const LANDING: Record<LoginChannel, string> = { workspace: '#/workspace', portal: '#/' };

/**
 * The workspace (issue 25): the catalogue a user may pick from (the portal's screens for their
 * customer type and the bank systems unified login shows them), the functions they keep in their
 * own order, and their default login channel. Until a user changes anything they have the bank's
 * starter set; the first change writes it down, so every later change is against stored rows.
 */
export function createWorkspaceService(db: Db, tickets: LoginTicketService) {
  const unified = createUnifiedLoginService(db, tickets);

  async function catalogue(user: WorkspaceUser): Promise<WorkspaceFunction[]> {
    const systems = await unified.infoList(user.userType);
    return [...screensFor(user.userType).map(screenFunction), ...systems.map(systemFunction)];
  }

  const starterCodes = (user: WorkspaceUser) => screensFor(user.userType).filter((s) => s.starter).map((s) => s.code);

  async function storedCodes(tx: Db, user: WorkspaceUser): Promise<string[]> {
    return (await repo.findSettings(tx, user.id)) ? repo.functionCodes(tx, user.id) : starterCodes(user);
  }

  /** The stored codes that still name an available function, as functions, in order. */
  function present(codes: readonly string[], available: readonly WorkspaceFunction[]): WorkspaceFunction[] {
    const byCode = new Map(available.map((f) => [f.code, f]));
    return codes.flatMap((c) => byCode.get(c) ?? []);
  }

  /**
   * Runs `change` on the user's stored codes under a lock of their settings row (written with
   * the starter set first if this is their first change) and stores what it returns.
   */
  async function changeFunctions(user: WorkspaceUser, change: (stored: string[], available: WorkspaceFunction[]) => string[]) {
    const available = await catalogue(user);
    const saved = await db.transaction(async (tx) => {
      if (await repo.createSettings(tx, user.id)) await repo.replaceFunctions(tx, user.id, starterCodes(user));
      await repo.lockSettings(tx, user.id);
      const next = change(await repo.functionCodes(tx, user.id), available);
      await repo.replaceFunctions(tx, user.id, next);
      return next;
    });
    return { items: present(saved, available) };
  }

  return {
    catalogue,

    async mine(user: WorkspaceUser): Promise<WorkspaceFunction[]> {
      const [codes, available] = await Promise.all([storedCodes(db, user), catalogue(user)]);
      return present(codes, available);
    },

    async channel(userId: string): Promise<LoginChannel> {
      const channel = (await repo.findSettings(db, userId))?.defaultLoginChannel;
      return channel === 'portal' ? 'portal' : 'workspace';
    },

    async setChannel(userId: string, channel: LoginChannel): Promise<LoginChannel> {
      await repo.setChannel(db, userId, channel);
      return channel;
    },

    /** The hash a workspace login lands on when it was sent nowhere in particular. */
    async landing(userId: string): Promise<string> {
      return LANDING[await this.channel(userId)];
    },

    /**
     * The functions on the workspace in the order given: each present function exactly once.
     * Functions stored but no longer offered (a system switched off) keep their place at the end.
     */
    sort(user: WorkspaceUser, codes: readonly string[]) {
      if (new Set(codes).size !== codes.length) throw new AppError('WORKSPACE_SORT_DUPLICATE', { field: 'codes' });
      return changeFunctions(user, (stored, available) => {
        const shown = present(stored, available).map((f) => f.code);
        if (codes.some((c) => !shown.includes(c))) throw new AppError('WORKSPACE_FUNCTION_NOT_MINE', { field: 'codes' });
        if (codes.length !== shown.length) throw new AppError('WORKSPACE_SORT_INCOMPLETE', { field: 'codes' });
        return [...codes, ...stored.filter((c) => !shown.includes(c))];
      });
    },

    add(user: WorkspaceUser, code: string) {
      return changeFunctions(user, (stored, available) => {
        if (!available.some((f) => f.code === code)) throw new AppError('WORKSPACE_FUNCTION_UNAVAILABLE', { field: 'code' });
        if (stored.includes(code)) throw new AppError('WORKSPACE_FUNCTION_PRESENT', { field: 'code' });
        if (present(stored, available).length >= WORKSPACE_MAX_FUNCTIONS) throw new AppError('WORKSPACE_FUNCTION_LIMIT', { field: 'code' });
        return [...stored, code];
      });
    },

    remove(user: WorkspaceUser, code: string) {
      return changeFunctions(user, (stored) => {
        if (!stored.includes(code)) throw new AppError('WORKSPACE_FUNCTION_ABSENT', { field: 'code' });
        return stored.filter((c) => c !== code);
      });
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
