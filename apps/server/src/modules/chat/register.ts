import type { FastifyInstance } from 'fastify';
import { everyWhileOpen } from '../../plugins/background-job.ts';
import { CHAT_MAX_POLLS } from '@portal/contract/limits';
import { createChatChanges } from './changes.ts';
import { chatImageUrl } from '@portal/contract/calls/customer-service/chat-image';
import { chatImageRoute } from './image-route.ts';
import { chatImageUploadRoutes } from './image-upload-routes.ts';
import { createDeskService } from './desk-service.ts';
import { deskRoutes } from './desk-routes.ts';
import { deskEventsRoute } from './events-route.ts';
import { chatOpsRoutes } from './ops-routes.ts';
import { createPollCounts, POLL_COUNT_WRITE_MS } from './poll-counts.ts';
import { createPollViews } from './poll-views.ts';
import { chatRoutes } from './routes.ts';
import { createChatService } from './service.ts';
import { createChatSettings } from './settings.ts';

/** How often the chat sweeps by itself: abandoned windows, idle agents, offers to absent agents, backlog. */
const ASSIGNMENT_SWEEP_MS = 15_000;

/** Human customer service: services, the assignment sweep, the customer's, agents' and operators' routes. */
export async function registerChat(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const changes = await createChatChanges(app.database);
  app.addHook('onClose', () => changes.stop());
  const pollViews = await createPollViews(app.database);
  changes.onPublish((change) => pollViews.applyChange(change));
  const pollCounts = createPollCounts(db, CHAT_MAX_POLLS, (id) => {
    chat.endIdle(id).catch((err: unknown) => app.log.warn({ err }, 'ending a silent conversation failed'));
  });
  const settings = createChatSettings(db);
  const chat = createChatService({ db, settings, changes, pollViews, pollCounts, imageUrl: chatImageUrl });
  app.decorate('chatChanges', changes);
  app.decorate('chatSettings', settings);
  app.decorate('chat', chat);
  app.decorate(
    'desk',
    createDeskService({
      db,
      settings,
      changes,
      chat,
      imageUrl: chatImageUrl,
      botTranscript: (sessionNumber) => app.assistant.transcript(sessionNumber),
      customerIdentity: async (userId) => {
        const user = await app.users.findLive(userId);
        if (!user) return undefined;
        const view = await app.users.sessionUser(user);
        return { loginName: view.loginName, phone: view.phone, enterprise: view.enterpriseName, name: view.realName ?? view.loginName };
      },
    }),
  );

  everyWhileOpen(app, ASSIGNMENT_SWEEP_MS, 'chat assignment sweep', () => chat.endAbandoned().then(() => chat.assign()));
  everyWhileOpen(app, POLL_COUNT_WRITE_MS, 'writing chat poll counts', () => pollCounts.flush());
  app.addHook('onClose', async () => {
    // What was counted since the last write goes to the database before the app closes.
    await pollCounts.flush().catch((err: unknown) => app.log.warn({ err }, 'writing chat poll counts failed'));
    await pollViews.stop();
  });

  chatRoutes(app);
  deskRoutes(app);
  deskEventsRoute(app);
  chatOpsRoutes(app);
  chatImageRoute(app);
  chatImageUploadRoutes(app);
}
