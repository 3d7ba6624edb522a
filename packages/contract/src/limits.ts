/**
 * Business constants and limits of spec §9 (plus the few numbers §4/§5 state inline). A limit
 * lives here once and is used alike by zod schemas, form rules, character counters and timers.
 * Values marked "chosen" are ones the spec names but does not print; see docs/decisions.md.
 */

const KB = 1024;
const MB = 1024 * KB;

// Transport and loading
export const API_TIMEOUT_MS = 30_000;
/** Lazy route chunk load timeout before ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Largest JSON request body the server accepts (1 MiB); uploads go through multipart instead. */
export const JSON_BODY_LIMIT_BYTES = 1_048_576;
/** Terminal name sent as `terminalName` on login, redirect and SMS calls. */
export const TERMINAL_TYPE = 'PC';
/** Build version logged once at start-up. */
export const VERSION_STRING = '1.0.130.release';
/** The original build's entry module and lazy-chunk numbering; recorded for reference only. */
export const ENTRY_MODULE_ID = 583;
export const LAZY_CHUNK_RANGE = [3, 69] as const;

// Session
/** Interval of the user-status poll (not run on login pages). */
export const SESSION_POLL_MS = 10_000;
/** A login password this old (days since change) triggers the password-expired notice. */
export const PASSWORD_EXPIRY_DAYS = 180;
/** Default reading time an agreement must stay open before it can be accepted. */
export const AGREEMENT_READ_SECONDS = 10;
/** Entries of router history kept in session storage for analytics referrers. */
export const ROUTER_HISTORY_MAX = 50;

// Customer-service chat
/** Poll interval for human-agent answers. */
export const CHAT_POLL_MS = 3_000;
/** Polls without end before the human session is closed (3 s x 60 = 3 minutes). */
export const CHAT_MAX_POLLS = 60;
/** Delay before the typing indicator appears while waiting for an answer. */
export const CHAT_TYPING_DELAY_MS = 3_000;
/** Step of the typing indicator's dot animation. */
export const CHAT_TYPING_DOT_MS = 300;
/** Opening hours of human agents, shown in the hand-over confirmation. */
export const HUMAN_AGENT_HOURS = { startHour: 8, endHour: 23, label: '8:00~23:00' } as const;
export const CHAT_IMAGE_MAX_BYTES = 5 * MB;
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif'] as const;
/** Characters a human agent's console cannot take (it renders text as HTML). */
export const CHAT_HUMAN_FORBIDDEN_CHARS = ['<', '>', '&'] as const;
/** Longest chat message (chosen: a few paragraphs; longer text belongs in the feedback form). */
export const CHAT_TEXT_MAX = 500;
/** Associated suggestions shown while typing (§3 `suggestQuestion`). */
export const CHAT_SUGGEST_MAX = 5;
/** The waiting customer's channel codes of §7 establishConnection: 1 portal, 4 direct connection. */
export const CHAT_CHANNEL_CODES = { portal: '1', direct: '4' } as const;
/** Recommended functions per carousel page. */
export const RECOMMENDATION_GROUP_SIZE = 3;
/** Related questions per batch before "换一批" appears (chosen: not printed in the spec). */
export const RELATED_QUESTION_BATCH_SIZE = 5;

// Service evaluation
/** After a human session ends, how long it can still be rated. */
export const EVALUATION_WINDOW_MS = 5 * 60_000;
/** Dissatisfaction reasons selectable at once. */
export const EVALUATION_MAX_OPTIONS = 5;
export const EVALUATION_SUGGESTION_MAX = 100;
/** "Do not ask again" hides the evaluation button for 3 days. */
export const DO_NOT_EVALUATE_MS = 259_200_000;
/** A rating at or below this needs at least one reason. */
export const EVALUATION_REASON_REQUIRED_AT_OR_BELOW = 2;
/** Rating dialog height with the reasons area shown. */
export const RATING_DIALOG_BASE_HEIGHT = 248;
/** Height saved when the reasons area is hidden. */
export const RATING_DIALOG_HIDDEN_DELTA = 44;
export const RATING_MOBILE_INPUT_WIDTH = 526;

// Feedback form
export const FEEDBACK_MAX_IMAGES = 4;
export const FEEDBACK_IMAGE_MAX_BYTES = 10 * MB;
/** Screenshots are compressed toward this size before upload. */
export const FEEDBACK_IMAGE_TARGET_BYTES = 3 * MB;
export const FEEDBACK_IMAGE_SUGGESTED_SIZE = '900px*400px';
export const FEEDBACK_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'bmp', 'png'] as const;
export const FEEDBACK_TITLE_MAX = 20;
export const FEEDBACK_DETAIL_MAX = 200;
export const FEEDBACK_CONTACT_MAX = 20;
export const FEEDBACK_PHONE_LENGTH = 11;
export const FEEDBACK_CODE_MAX = 6;
/** Countdown before another SMS code can be requested. */
export const FEEDBACK_SMS_RESEND_SECONDS = 60;
/** How long the success toast stays before the form closes and resets. */
export const FEEDBACK_SUCCESS_MS = 2_000;

// Multipart uploads (ARCHITECTURE §4.3)
/** Most files one upload call takes (the feedback form's 4); each call sets its own limit. */
export const UPLOAD_MAX_FILES = FEEDBACK_MAX_IMAGES;
/** Largest file any upload call takes (a feedback screenshot); each call sets its own limit. */
export const UPLOAD_MAX_FILE_BYTES = FEEDBACK_IMAGE_MAX_BYTES;

// SMS verification codes (chosen where the spec is silent; see docs/decisions.md)
/** Digits of an SMS code (§9 "code 6"). */
export const SMS_CODE_LENGTH = 6;
/** Wait before the same phone may get another code for the same purpose (§9). */
export const SMS_RESEND_SECONDS = FEEDBACK_SMS_RESEND_SECONDS;
/** Lifetime of a code: long enough to read a slow SMS, short enough to be useless once leaked. */
export const SMS_CODE_TTL_SECONDS = 300;
/** Wrong entries before a code is void: 5 guesses of 10^6 leave a 1-in-200 000 chance. */
export const SMS_MAX_WRONG_ATTEMPTS = 5;
/**
 * Messages one phone may receive per calendar day (Beijing time) for each purpose: every purpose
 * has its own budget, so sends for one (say registration) never use up login's or reset's.
 */
export const SMS_DAILY_LIMIT_PER_PHONE = 10;
/** Messages one client address may send to one phone per day, all purposes: below the phone's budget. */
export const SMS_DAILY_LIMIT_PER_ADDRESS_AND_PHONE = 5;
/** Messages one client address may trigger per hour; an office behind one NAT stays well below. */
export const SMS_HOURLY_LIMIT_PER_IP = 20;
/** Messages one client (a browser tab's envelope key, or a logged-in customer) may trigger per hour. */
export const SMS_HOURLY_LIMIT_PER_CLIENT = 5;

// Phone and passwords
export const PHONE_LENGTH = 11;
/** Password rule 1 (login password). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
/** Password rules 2 and 3 (new password). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 15;

// Image compression before upload
/** Files below this are uploaded untouched. */
export const IMAGE_COMPRESS_KEEP_BYTES = 1 * MB;
/** Below this a resized image is re-encoded at the light quality, above it at the heavy one. */
export const IMAGE_COMPRESS_LIGHT_BYTES = 2 * MB;
/** Width and height factor applied to images over the keep threshold. */
export const IMAGE_COMPRESS_SCALE = 0.5;
export const IMAGE_COMPRESS_QUALITY_LIGHT = 0.5;
export const IMAGE_COMPRESS_QUALITY_HEAVY = 0.2;

// Display helpers
/** Characters kept visible at the start of a masked value. */
export const MASK_HEAD = 3;
/** Characters kept visible at the end of a masked value. */
export const MASK_TAIL = 4;
export const MASK_CHAR = '*';
export const MODAL_DEFAULT_WIDTH = 300;
export const MODAL_DEFAULT_HEIGHT = 200;

// Paging
export const DEFAULT_PAGE_NO = 1;
export const LIST_PAGE_SIZE = 10;
export const BATCH_PAGE_SIZE = 5;
/** Rows fetched per page when exporting or printing account flow. */
export const DOWNLOAD_PAGE_SIZE = 1500;
export const FOREX_PAGE_SIZE = 100;
export const FOREX_PAGE_NO = 1;
/** Staff list page size (chosen: named but not printed in the spec). */
export const STAFF_PAGE_SIZE = LIST_PAGE_SIZE;
/** Batch account-flow page size (chosen: named but not printed in the spec). */
export const BATCH_FLOW_PAGE_SIZE = BATCH_PAGE_SIZE;

// Browser and shell
/** Chrome major versions below this are flagged as too old. */
export const CHROME_LOW_VERSION = 88;
/** IE major versions below this cannot log in at all. */
export const IE_MIN_VERSION = 8;
export const SUBMENU_HIDE_DELAY_MS = 1_000;
export const BACK_TO_TOP_ANIMATION_MS = 800;
/** Layout width (px) the footer columns are proportioned against. */
export const FOOTER_WIDTH_BASIS = 1199;
/** Side (px) of the square footer QR/image tiles. */
export const FOOTER_IMAGE_SIZE = 120;
/** Default autoplay step of slider carousels. */
export const SLIDER_CAROUSEL_SPEED_MS = 300;

// Security-key browser extension
/** A call to the key extension fails after this long without a reply. */
export const EXTENSION_TIMEOUT_MS = 10_000;
/** Pause after connecting to the extension before asking its version. */
export const EXTENSION_CONNECT_WAIT_MS = 500;
/** Length of the random id pairing an extension request with its reply. */
export const CALL_ID_LENGTH = 10;
/** Minimum key-driver version for reading the key serial on the two providers that need it. */
export const KEY_DRIVER_MIN_VERSION = '1.0.24.729';
/** Signing-control generation used unless the caller asks for the older selector. */
export const SIGN_CONTROL_DEFAULT_VERSION = 'V3';
export const MAC_COOKIE_NAME = 'mac';

// Slider captcha
export const CAPTCHA_TYPE = 'blockPuzzle';
/** Inline widget; `pop` shows it in an overlay. */
export const CAPTCHA_MODE = 'fixed';
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;
export const CAPTCHA_PIECE_WIDTH = 50;
export const CAPTCHA_PIECE_HEIGHT = 50;
export const CAPTCHA_BAR_WIDTH = 310;
export const CAPTCHA_BAR_HEIGHT = 50;
/** Radius of the puzzle piece's knob. */
export const CAPTCHA_CIRCLE_RADIUS = 10;
/** Gap between image and bar. */
export const CAPTCHA_OFFSET = 5;
export const CAPTCHA_SPACE = 5;
export const CAPTCHA_SUCCESS_CODE = '0000';
/** Pop mode closes this long after success. */
export const CAPTCHA_SUCCESS_HIDE_MS = 1_000;
/** A failed check refreshes the challenge after this long. */
export const CAPTCHA_ERROR_REFRESH_MS = 1_000;
/** How long the fetch-failure message stays. */
export const CAPTCHA_FETCH_FAIL_TIP_MS = 1_500;
/** Added to the dragged distance to give the x sent to the server. */
export const CAPTCHA_X_OFFSET = 8;
/** The y of the point is always this. */
export const CAPTCHA_FIXED_Y = 5;
/** Local-storage keys and prefixes of the captcha client id. */
export const CAPTCHA_CLIENT_ID_KEYS = { slider: 'slider', point: 'point' } as const;
export const CAPTCHA_CLIENT_ID_PREFIXES = { slider: 'slider-', point: 'point-' } as const;
/**
 * The audio alternative to the slider (issue 38 point 4): spoken Mandarin digits, asked for
 * with this `captchaType` on the slider's own get and check calls.
 */
export const CAPTCHA_AUDIO_TYPE = 'audioDigits';
/** How many digits an audio challenge speaks. */
export const CAPTCHA_AUDIO_MIN_DIGITS = 4;
export const CAPTCHA_AUDIO_MAX_DIGITS = 6;

// Accounts and sessions (chosen values: the spec names the behaviour, not the numbers)
/**
 * Wrong passwords before an account's password login locks for unknown devices (Keycloak's
 * brute-force model, issue 18; device cookies, issue 35): the failure that reaches this count and
 * every later one lock for a growing wait.
 */
export const LOGIN_MAX_FAILURES = 5;
/** Each failure from LOGIN_MAX_FAILURES on waits this much longer than the one before (60 s, 120 s, ...). */
export const LOGIN_WAIT_INCREMENT_SECONDS = 60;
/** No lock lasts longer than this, however many failures came before (15 minutes). */
export const LOGIN_MAX_WAIT_SECONDS = 900;
/** Failures are forgotten this long after the last one, and at once after a successful login from an unknown device. */
export const LOGIN_FAILURE_RESET_HOURS = 12;
/** Wrong passwords from one client address, across accounts (password spraying), before it waits too. */
export const LOGIN_ADDRESS_MAX_FAILURES = 20;
/** An address's failures are forgotten this long after its last one (offices share an address). */
export const LOGIN_ADDRESS_FAILURE_RESET_MINUTES = 60;
/**
 * A browser that logged in to an account is trusted for its password logins this long after that
 * login (OWASP's device cookie, issue 35): the account's lock for unknown devices does not hold it.
 */
export const LOGIN_DEVICE_TRUST_DAYS = 180;
/** Wrong passwords a trusted browser may send for the account before it is an unknown device again. */
export const LOGIN_DEVICE_MAX_FAILURES = 5;
/** Accounts one browser is trusted for at a time (the oldest login gives way). */
export const LOGIN_DEVICE_MAX_ACCOUNTS = 5;
/** A session with no call other than the status poll for this long ends (reason IDLE). */
export const SESSION_IDLE_MINUTES = 15;
/** No session lives longer than this, active or not (reason EXPIRED). */
export const SESSION_MAX_HOURS = 12;
/** The fixed application id sent on registration and enterprise authentication (§3). */
export const REGISTER_APP_ID = 'QJMH-PC-REG';
/** Lifetime of a one-time login ticket (`st`). */
export const LOGIN_TICKET_SECONDS = 60;
/** Lifetime of a login QR code before the portal shows a new one. */
export const QR_LOGIN_SECONDS = 120;
/** How often the portal asks whether its login QR code was confirmed. */
export const QR_LOGIN_POLL_MS = 2_000;
/** A code confirmed just before it expired may still be collected by the desktop's next polls. */
export const QR_LOGIN_COLLECT_SECONDS = 30;

// Password reset and face recognition (chosen values; see docs/decisions.md)
/** A face check (its QR code, the phone's picture, then the new password) must finish within this. */
export const FACE_CHECK_SECONDS = 600;
/** How often the desktop asks whether the phone has completed the face check (§4 QR flows). */
export const FACE_STATUS_POLL_MS = 2_000;
/** The shorter side of a face picture must be at least this many pixels. */
export const FACE_IMAGE_MIN_SIDE = 200;
/** The phone scales a picture down to this longest side before sending it. */
export const FACE_IMAGE_UPLOAD_SIDE = 720;
/** Largest picture the server accepts, decoded (it travels base64 inside the sealed JSON body). */
export const FACE_IMAGE_MAX_BYTES = 512 * KB;
/** Account look-ups without a proven secret (queryAccountInfo, verifyUserInfo) per client address per hour. */
export const ACCOUNT_LOOKUPS_PER_HOUR_PER_ADDRESS = 30;

// Field bounds (issue 18): what the database columns behind request fields hold
/** Largest value of a PostgreSQL `integer` (int4) column, the ids of `serial` tables among them. */
export const INT4_MAX = 2_147_483_647;

// limits: certificates (issue 22)
/** A valid certificate ending within this many days is announced after login and may be renewed (`extend`). */
export const CERT_EXPIRY_WARN_DAYS = 30;
/** Minutes a verified phone (`verifyTel`) allows one certificate download. */
export const CERT_ENROLMENT_MINUTES = 10;
// end limits: certificates

// limits: check tools (issue 24)
/** Wrong guarantee or letter checks from one address before it must wait (the codes are secrets). */
export const CHECK_FAILURES_PER_ADDRESS = 10;
/** Anti-fake codes not found from one address before it must wait (someone scanning for codes). */
export const SEAL_MISSES_PER_ADDRESS = 20;
/** The wait, and how long a failure is remembered after the last one. */
export const CHECK_FAILURE_WINDOW_MINUTES = 15;
/** Checks of any outcome per address and minute, per tool (each call costs a database read). */
export const CHECK_CALLS_PER_MINUTE = 30;
// end limits: check tools
