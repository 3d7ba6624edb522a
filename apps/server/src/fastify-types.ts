import type { Database } from './db/client.ts';
import type { AppConfig } from './config.ts';
import type { CaptchaService } from './modules/captcha/service.ts';
// certificates (issue 22)
import type { CertificateService } from './modules/certificates/service.ts';
import type { FaceService } from './modules/face/service.ts';
import type { StatementRenderer } from './modules/account-statements/render-pool.ts';
import type { FeedbackService } from './modules/feedback/service.ts';
import type { AssistantService } from './modules/assistant/service.ts';
import type { EnvelopeKeyService } from './modules/security/service.ts';
import type { SmsCodeService } from './modules/sms/service.ts';
import type { SessionService } from './modules/session/service.ts';
import type { StatusCache } from './modules/users/status-cache.ts';
import type { LoginTicketService } from './modules/session/tickets.ts';
import type { QrLoginService } from './modules/qr-login/service.ts';
import type { UserService } from './modules/users/service.ts';
import type { StaffService } from './modules/staff/service.ts';
import type { ChatService } from './modules/chat/service.ts';
import type { DeskService } from './modules/chat/desk-service.ts';
import type { ChatSettingsStore } from './modules/chat/settings.ts';
import type { ChatChanges } from './modules/chat/changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    envelopeKeys: EnvelopeKeyService;
    /** Slider captcha; other modules call `consumeVerification` to spend a passed check. */
    captcha: CaptchaService;
    // certificates (issue 22)
    /** The bank's certificate authority: issuing, CRL, certificate signature checks. */
    certificates: CertificateService;
    /** Face checks on a phone for desktop flows (password reset); the local provider judges pictures. */
    face: FaceService;
    /** Writes statement PDFs and XLSX files on worker threads, started with the first file. */
    statementRenderer: StatementRenderer;
    /** SMS verification codes: send and verify for every purpose (modules/sms/service.ts). */
    sms: SmsCodeService;
    sessions: SessionService;
    /** The status poll's reads, dropped on every change notice (modules/users/status-cache.ts). */
    statusCache: StatusCache;
    loginTickets: LoginTicketService;
    /** QR-code login: codes shown by the desktop, confirmed from a logged-in phone. */
    qrLogins: QrLoginService;
    users: UserService;
    /** Bank staff accounts (agents, operators); never customers. */
    staff: StaffService;
    /** The feedback form's items and the operators' inbox. */
    feedback: FeedbackService;
    /** The assistant (bot mode) and its knowledge base; `transcript` feeds the agent desk. */
    assistant: AssistantService;
    /** Human customer service, the customer's side (modules/chat). */
    chat: ChatService;
    /** The agent desk (modules/chat/desk-service.ts). */
    desk: DeskService;
    /** Operators' customer-service settings: window content, hours, assignment rules. */
    chatSettings: ChatSettingsStore;
    /** The chat's change feed across instances (NOTIFY), heard by the desks' event streams. */
    chatChanges: ChatChanges;
  }
  interface FastifyRequest {
    /** The JSON body as received; the envelope signs over these exact characters. */
    rawBody?: string;
  }
}
