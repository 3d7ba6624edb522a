import { randomUUID } from 'node:crypto';
import type { CallRequest, CallResponse } from '@portal/contract/call';
import type { askQuestion } from '@portal/contract/calls/customer-service/ask-question';
import { BOT_SOURCE_TYPES } from '@portal/contract/calls/customer-service/ask-question';
import type { evaluateAndFeedback } from '@portal/contract/calls/customer-service/evaluate-and-feedback';
import type { KbContent, KbEntry } from '@portal/contract/calls/operator/knowledge-fields';
import type { knowledgeList } from '@portal/contract/calls/operator/knowledge-list';
import type { knowledgeStats } from '@portal/contract/calls/operator/knowledge-stats';
import { CHAT_SUGGEST_MAX, RELATED_QUESTION_BATCH_SIZE } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import type { Database } from '../../db/client.ts';
import { KB_CATEGORIES, KB_SEED } from '../../db/seed/assistant/knowledge-base.ts';
import { KB_DELETED_SEED_IDS_KEY } from '../../db/seed/assistant/seed-kb.ts';
import { AppError } from '../../errors.ts';
import { buildIndex, match, suggest, type KbIndex } from './engine.ts';
import * as repo from './repo.ts';
import { asksForHuman, normalize, warmUpSegmenter } from './segment.ts';

/** NOTIFY channel told after every knowledge-base edit; every instance rebuilds its index. */
export const KB_CHANNEL = 'kb_changed';

/** Related questions offered at most: two batches of the window's RELATED_QUESTION_BATCH_SIZE. */
const RELATED_MAX = RELATED_QUESTION_BATCH_SIZE * 2;
/** Questions per category in the window's hot list (findAll). */
const HOT_PER_CATEGORY = 5;
/** Rows of each list of the operators' statistics. */
const STATS_ROWS = 10;
/** The score logged for an exact phrasing (a clicked related question). */
const EXACT_SCORE = 1_000;
/** A burst of change notices (an import, several edits) is folded into one rebuild after this pause. */
const REBUILD_DEBOUNCE_MS = 50;

type AskInput = CallRequest<typeof askQuestion>;
type AskReply = CallResponse<typeof askQuestion>;
type FeedbackInput = CallRequest<typeof evaluateAndFeedback>;
type FeedbackReply = CallResponse<typeof evaluateAndFeedback>;

export interface TranscriptLine {
  question: string;
  answer: string;
  sourceType: number;
  at: string;
}

export interface Editor {
  staffId: string;
  displayName: string;
}

const SEEDED_IDS = new Set(KB_SEED.map((e) => e.id));

function entryOf(row: repo.KbRow): KbEntry {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    similarQuestions: row.similarQuestions,
    answer: row.answer,
    enabled: row.enabled,
    hits: row.hits,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Duplicate phrasings within the entry are dropped, keeping the operator's order. */
function tidy(content: KbContent): KbContent {
  const own = normalize(content.question);
  const seen = new Set([own]);
  const similarQuestions = content.similarQuestions.filter((s) => {
    const key = normalize(s);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...content, similarQuestions };
}

/**
 * The assistant (issue 4 point 1): answers from an in-memory index of the enabled knowledge
 * base, logs every question as a bot turn, takes the customer's verdict on an answer, and lets
 * operators edit the knowledge base. The index is rebuilt on every `kb_changed` notice, so all
 * instances answer from the same entries within moments of an edit (this one at once).
 */
export async function createAssistantService(database: Database) {
  const { db } = database;
  warmUpSegmenter();
  let index: KbIndex = buildIndex([]);
  let rebuildTimer: NodeJS.Timeout | undefined;
  let readsStarted = 0;
  let newestApplied = 0;

  /**
   * A read that started earlier may answer later (a debounced rebuild racing an edit's own): it
   * may predate the edit's commit, so it is dropped once a newer read has been applied.
   */
  async function rebuild(): Promise<void> {
    const read = ++readsStarted;
    const rows = await repo.enabledEntries(db);
    if (read < newestApplied) return;
    newestApplied = read;
    index = buildIndex(rows);
  }
  function scheduleRebuild() {
    clearTimeout(rebuildTimer);
    rebuildTimer = setTimeout(() => {
      rebuild().catch(() => {
        // The current index keeps answering; the next notice or start tries again.
      });
    }, REBUILD_DEBOUNCE_MS);
    rebuildTimer.unref();
  }

  await rebuild();
  const stopListening = await database.listen([KB_CHANNEL], {
    onNotify: scheduleRebuild,
    // After a gap in the feed, notices may have been missed: read everything again.
    onReady: scheduleRebuild,
    onLost: () => {},
  });

  async function changed(): Promise<void> {
    await rebuild();
    await repo.notifyChanged(db, KB_CHANNEL, 'edit');
  }

  async function ensureUnique(content: KbContent, exceptId?: string): Promise<void> {
    const wanted = new Set([content.question, ...content.similarQuestions].map(normalize));
    for (const row of await repo.allPhrasings(db)) {
      if (row.id === exceptId) continue;
      for (const p of [row.question, ...row.similarQuestions]) {
        if (wanted.has(normalize(p))) {
          throw new AppError('KB_DUPLICATE_QUESTION', { field: 'question', message: `知识库中已有相同的问法（${row.id}：${p}），请修改后再保存` });
        }
      }
    }
  }

  async function mustFind(id: string): Promise<repo.KbRow> {
    const row = await repo.findEntry(db, id);
    if (!row) throw new AppError('KB_ENTRY_NOT_FOUND', { field: 'id' });
    return row;
  }

  return {
    /** The number of entries the assistant answers from (health and tests). */
    indexedEntries: () => index.entries.length,

    /** §7 askQuestion. Suggestions while typing are neither logged nor counted. */
    async ask(input: AskInput): Promise<AskReply> {
      const text = input.dataResult.trim();
      if (input.associate) {
        return {
          turnId: null,
          sourceType: BOT_SOURCE_TYPES.associate,
          suggestAnswer: '',
          matchedQuestion: null,
          confirmQuestions: [],
          suggestQuestion: suggest(index, text, CHAT_SUGGEST_MAX),
          showFeedback: false,
          wantsHuman: false,
        };
      }
      const wantsHuman = asksForHuman(text);
      const result = match(index, text, RELATED_MAX);
      const top = result.candidates[0];
      const sourceType =
        result.kind === 'answer' ? BOT_SOURCE_TYPES.answer : result.kind === 'related' ? BOT_SOURCE_TYPES.related : BOT_SOURCE_TYPES.notUnderstood;
      const turnId = randomUUID();
      const turn = {
        id: turnId,
        sessionNumber: input.sessionNumber,
        systemToken: input.systemToken,
        question: text,
        sourceType,
        // An exact phrasing scores Infinity, which the column cannot hold.
        score: top ? (Number.isFinite(top.score) ? top.score : EXACT_SCORE) : 0,
      };
      if (result.kind === 'answer') {
        await repo.insertAnsweredTurn(db, { ...turn, entryId: top!.entry.id });
        return {
          turnId,
          sourceType,
          suggestAnswer: top!.entry.answer,
          matchedQuestion: top!.entry.question,
          confirmQuestions: [],
          suggestQuestion: [],
          showFeedback: true,
          wantsHuman,
        };
      }
      await repo.insertTurn(db, { ...turn, entryId: top?.entry.id ?? null });
      return {
        turnId,
        sourceType,
        suggestAnswer: result.kind === 'notUnderstood' ? CHAT_MESSAGES.notUnderstood : '',
        matchedQuestion: null,
        confirmQuestions: result.candidates.map((c) => ({ question: c.entry.question })),
        suggestQuestion: [],
        showFeedback: false,
        wantsHuman,
      };
    },

    /** §7 evaluateAndFeedback: one verdict per answer, reasons once after a dissatisfied one. */
    async feedback(input: FeedbackInput): Promise<FeedbackReply> {
      const turn = await repo.findTurn(db, input.turnId);
      if (!turn || turn.sessionNumber !== input.sessionNumber) throw new AppError('BOT_TURN_NOT_FOUND', { field: 'turnId' });
      if (turn.sourceType !== BOT_SOURCE_TYPES.answer) throw new AppError('BOT_FEEDBACK_NOT_ALLOWED', { field: 'turnId' });
      const reasons = [...new Set(input.reasons)];
      if (input.dataResult === 'submit') {
        if (reasons.length === 0) throw new AppError('BOT_REASONS_REQUIRED', { field: 'reasons' });
        if (turn.feedback !== 'dissatisfied') throw new AppError('BOT_REASONS_NEED_DISSATISFIED');
        if (!(await repo.setReasons(db, turn.id, input.sessionNumber, reasons))) throw new AppError('BOT_REASONS_SUBMITTED');
        return { feedback: 'dissatisfied', offerHuman: true };
      }
      const verdict = input.dataResult === 'faqSatisfied' ? 'satisfied' : 'dissatisfied';
      const stored = await repo.setVerdict(db, turn.id, input.sessionNumber, verdict, verdict === 'dissatisfied' && reasons.length ? reasons : null);
      if (!stored) throw new AppError('BOT_FEEDBACK_LOCKED');
      return { feedback: verdict, offerHuman: verdict === 'dissatisfied' };
    },

    /** §7 findAll: categories in the knowledge base's order, each with its most answered questions. */
    async hotList() {
      const rows = await repo.hotQuestions(db);
      const byCategory = new Map<string, string[]>();
      for (const r of rows) {
        const list = byCategory.get(r.category) ?? [];
        if (list.length < HOT_PER_CATEGORY) list.push(r.question);
        byCategory.set(r.category, list);
      }
      const order = (c: string) => {
        const i = KB_CATEGORIES.indexOf(c);
        return i < 0 ? KB_CATEGORIES.length : i;
      };
      const categories = [...byCategory.keys()].sort((a, b) => order(a) - order(b) || a.localeCompare(b, 'zh-CN'));
      return { categories: categories.map((category) => ({ category, questions: byCategory.get(category)! })) };
    },

    /**
     * The bot part of an assistant session for the agent desk, oldest first: what the customer
     * asked and what the assistant replied (the answer as the knowledge base words it now).
     */
    async transcript(sessionNumber: string): Promise<TranscriptLine[]> {
      const rows = await repo.sessionTurns(db, sessionNumber);
      return rows.map(({ turn, entryQuestion, entryAnswer }) => ({
        question: turn.question,
        answer:
          turn.sourceType === BOT_SOURCE_TYPES.answer
            ? (entryAnswer ?? '')
            : turn.sourceType === BOT_SOURCE_TYPES.related
              ? `您是否想问：${entryQuestion ?? ''}`
              : CHAT_MESSAGES.notUnderstood,
        sourceType: turn.sourceType,
        at: turn.createdAt.toISOString(),
      }));
    },

    // Operators

    async list(input: CallRequest<typeof knowledgeList>) {
      const state = input.state ?? 'all';
      const { total, rows } = await repo.listEntries(db, {
        keyword: input.keyword || undefined,
        category: input.category || undefined,
        enabled: state === 'all' ? undefined : state === 'enabled',
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return { total, items: rows.map(entryOf), categories: await repo.categories(db) };
    },

    async get(id: string): Promise<KbEntry> {
      return entryOf(await mustFind(id));
    },

    async create(content: KbContent, editor: Editor): Promise<KbEntry> {
      const tidied = tidy(content);
      await ensureUnique(tidied);
      // Two operators saving at once may draw the same id: the loser draws again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await repo.insertEntry(db, { id: await repo.nextEntryId(db), ...tidied, enabled: true, updatedBy: editor.displayName });
        if (row) {
          await changed();
          return entryOf(row);
        }
      }
      throw new AppError('INTERNAL');
    },

    async update(id: string, content: KbContent, editor: Editor): Promise<KbEntry> {
      await mustFind(id);
      const tidied = tidy(content);
      await ensureUnique(tidied, id);
      const row = await repo.updateEntry(db, id, { ...tidied, updatedBy: editor.displayName });
      if (!row) throw new AppError('KB_ENTRY_NOT_FOUND', { field: 'id' });
      await changed();
      return entryOf(row);
    },

    async setEnabled(id: string, enabled: boolean, editor: Editor): Promise<KbEntry> {
      await mustFind(id);
      const row = await repo.updateEntry(db, id, { enabled, updatedBy: editor.displayName });
      if (!row) throw new AppError('KB_ENTRY_NOT_FOUND', { field: 'id' });
      await changed();
      return entryOf(row);
    },

    /** Deletes an unused entry; one that answered a customer is disabled instead (transcripts keep it). */
    async remove(id: string, editor: Editor): Promise<'deleted' | 'disabled'> {
      await mustFind(id);
      if ((await repo.turnsOfEntry(db, id)) > 0) {
        await repo.updateEntry(db, id, { enabled: false, updatedBy: editor.displayName });
        await changed();
        return 'disabled';
      }
      if (SEEDED_IDS.has(id)) await repo.rememberDeletedSeedId(db, KB_DELETED_SEED_IDS_KEY, id, editor.staffId);
      await repo.deleteEntry(db, id);
      await changed();
      return 'deleted';
    },

    async stats(): Promise<CallResponse<typeof knowledgeStats>> {
      const totals = { turns: 0, answered: 0, related: 0, notUnderstood: 0 };
      for (const { sourceType, n } of await repo.turnTotals(db)) {
        totals.turns += n;
        if (sourceType === BOT_SOURCE_TYPES.answer) totals.answered += n;
        else if (sourceType === BOT_SOURCE_TYPES.related) totals.related += n;
        else if (sourceType === BOT_SOURCE_TYPES.notUnderstood) totals.notUnderstood += n;
      }
      return {
        totals,
        mostAsked: await repo.mostAsked(db, STATS_ROWS),
        mostDisliked: await repo.mostDisliked(db, STATS_ROWS),
      };
    },

    async stop(): Promise<void> {
      clearTimeout(rebuildTimer);
      await stopListening().catch(() => {});
    },
  };
}

export type AssistantService = Awaited<ReturnType<typeof createAssistantService>>;
