/**
 * `@koers/contract/constants`: the plain facts server and app share, without TypeBox, so the app
 * can import them without pulling the schema library into its bundle. The schema files import
 * from here; nothing here imports a schema.
 */

/** SPEC §9: from this rank a member manages the context (edit documents, choose the year). */
export const MANAGER_RANK = 10;
/** SPEC §9: from this rank a member configures the context (settings). */
export const ADMIN_RANK = 15;

/** SPEC §9: the fixed id of the Koers template document, editable by super admins only. */
export const TEMPLATE_DOCUMENT_ID = 2;

/** The two kinds of context a user works in. */
export const CONTEXT_TYPES = ['organisation', 'school'] as const;
/** The `{ctx}` path segment of each context type. */
export const CONTEXT_SEGMENTS = { organisation: 'organisations', school: 'schools' } as const;

/** Paged lists: the default and largest page size (DESIGN §3). */
export const PER_PAGE_DEFAULT = 25;
export const PER_PAGE_MAX = 100;

/** Sortable columns per paged endpoint: anything else is a 422. */
export const SORT_COLUMNS = {
  /** `GET /api/{ctx}/{id}/users` */
  contextUsers: ['first_name', 'last_name', 'email', 'role_id'],
  /** `GET /api/organisations/{id}/schools` */
  organisationSchools: ['name', 'brin_number', 'id'],
  /** `GET /api/{ctx}/{id}/contacts` */
  contacts: ['name', 'function', 'organisation_name'],
  /** `GET /api/admin/organisations` */
  adminOrganisations: ['name', 'authority_number', 'created_at', 'id'],
  /** `GET /api/admin/schools` */
  adminSchools: ['name', 'brin_number', 'created_at', 'id'],
  /** `GET /api/admin/users` */
  adminUsers: ['first_name', 'last_name', 'email', 'created_at', 'id'],
  /** `GET /api/admin/manuals` */
  adminManuals: ['title', 'position', 'created_at', 'id'],
  /** `GET /api/admin/audit-log`, `GET /api/{ctx}/{id}/audit-log` */
  auditLog: ['created_at'],
} as const;
export type SortColumn<K extends keyof typeof SORT_COLUMNS> = (typeof SORT_COLUMNS)[K][number];

/**
 * A board's authority number (bevoegd-gezagnummer, DUO): five digits, e.g. 41234. Unique among
 * the boards of an installation.
 */
export const AUTHORITY_NUMBER_PATTERN = '^\\d{5}$';
/** A school's BRIN number (DUO's institution code): two digits and two capitals, e.g. 12AB. */
export const BRIN_PATTERN = '^\\d{2}[A-Z]{2}$';

/**
 * Hosts whose video players a manual may embed: privacy-friendly players only (YouTube without
 * cookies, Vimeo with do-not-track). The server validates manuals against them and allows them in
 * the CSP's frame-src; the app turns a watch URL into an embed of one of them.
 */
export const VIDEO_EMBED_HOSTS = [
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
] as const;

/** Size limits of a document (characters, except `blocks` and `changes`). */
export const DOCUMENT_LIMITS = {
  name: 255,
  /** Characters of plain text in one h1/h2 block. */
  heading: 500,
  /** Characters of HTML in one body block. */
  body: 100_000,
  /**
   * Blocks in one document, after any save (`PUT …/blocks` or `POST …/changes`). The editor's
   * benchmark document has 5,000.
   */
  blocks: 10_000,
  /**
   * Changes in one `POST /api/documents/{id}/changes`. A larger paste or import goes in several
   * saves, or replaces the document with `PUT …/blocks`.
   */
  changes: 1_000,
} as const;

/**
 * A document's status. Managers of its context move it between them; readers (rank below the
 * manager's) see only `ter_bespreking` and `vastgesteld` documents. A `vastgesteld` document is
 * read-only until a manager starts a new concept from it.
 */
export const DOCUMENT_STATUSES = ['concept', 'ter_bespreking', 'vastgesteld'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * The `error` beside the message of a 409 when a write would change a `vastgesteld` document's
 * text: it is read-only until a manager starts a new concept from it.
 */
export const DOCUMENT_ADOPTED_ERROR = 'document_adopted';

/**
 * The `error` beside the message of a 409 when a write would change, delete or move a block of
 * fixed board text ("Tekst van het bestuur"): the board writes those chapters in its template and
 * every school document made from it follows.
 */
export const BOARD_TEXT_ERROR = 'board_text';

/** How many chapters of one template a board can fix as board text. */
export const TEMPLATE_LIMITS = { fixedChapters: 100 } as const;

/**
 * A document's history: saves by one person with less than `entryMinutes` between the first and
 * the last make one history entry. `versionName` is the length of a named version's name,
 * `adoptionNote` of the note recorded with an adoption.
 */
export const DOCUMENT_HISTORY = { entryMinutes: 10, versionName: 100, adoptionNote: 500 } as const;

/**
 * A block's `uid`: a lowercase UUID (`crypto.randomUUID()`), made by the editor when it creates
 * the block, before the first save. Unique within its document; the API's identity of a block
 * in `POST …/changes` and the reader's anchor.
 */
export const BLOCK_UID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * The `error` beside the message of a 409 from `POST /api/documents/{id}/changes`: a block of
 * the save was changed or deleted by someone else after its `base_version`. Nothing was saved.
 */
export const BLOCK_CONFLICT_ERROR = 'block_conflict';

/**
 * Presence in a document's edit mode (`PUT /api/documents/{id}/presence`): an editing client
 * sends a heartbeat every `heartbeatSeconds`; an editor whose last heartbeat is older than
 * `expiresSeconds` no longer counts as present.
 */
export const DOCUMENT_PRESENCE = { heartbeatSeconds: 20, expiresSeconds: 45 } as const;

/**
 * Why `POST /api/invites/{id}/accept` refused (the `error` beside the message): an invitation for
 * an existing account is accepted only by that account, logged in (401 `login_required`); a
 * different logged-in account gets 403 `wrong_account`.
 */
export const INVITE_REFUSALS = ['login_required', 'wrong_account'] as const;
export type InviteRefusalCode = (typeof INVITE_REFUSALS)[number];

/** Size limits of a calendar event's texts (characters). */
export const CALENDAR_EVENT_LIMITS = {
  title: 255,
  description: 5_000,
  /** Where it takes place: a room ("Aula", "Gymzaal") or an address. */
  location: 200,
} as const;

/**
 * Texts that leave Koers in other formats (the calendar feed's TEXT values, RFC 5545 §3.3.11)
 * may not hold control characters: a one-line text (a title, a place) none but the tab, a
 * multi-line one (a description) also line breaks. As JSON-schema patterns.
 */
export const TEXT_PATTERNS = {
  line: '^[^\\u0000-\\u0008\\u000A-\\u001F\\u007F]*$',
  lines: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
} as const;

/** The kinds of block a document holds (SPEC §3). */
export const BLOCK_TYPES = ['h1', 'h2', 'body', 'file', 'contact'] as const;

/** SPEC §5: the image types accepted for icons. */
export const ICON_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** Upper bounds of an upload in bytes: an icon, and any other file. */
export const MAX_ICON_BYTES = 2 * 1024 * 1024;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * What a file block may hold (`POST /api/files?purpose=attachment`): PDF, images and Office
 * documents (Word, Excel and PowerPoint, old and new, and OpenDocument). The server recognises
 * them by their content, not their name or declared type, and stores the type it recognised.
 * Office files with macros are refused.
 */
export const ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
] as const;
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];

/** The usual file name extensions of ATTACHMENT_MIME_TYPES, for a file picker. */
export const ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.docx',
  '.xlsx',
  '.pptx',
  '.doc',
  '.xls',
  '.ppt',
  '.odt',
  '.ods',
  '.odp',
] as const;

/**
 * The `accept` attribute of a file block's `<input type="file">`: the extensions and the types,
 * so the picker offers what the server takes. The server still decides by the content.
 */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_EXTENSIONS, ...ATTACHMENT_MIME_TYPES].join(',');

/**
 * The HTML a rich-text field (a document's body block, a manual) may hold: the server keeps
 * exactly this and drops the rest; no `<style>`, no `style=`, no images or frames.
 */
export const RICH_TEXT = {
  tags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  /** Attributes per tag; any other attribute goes. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  /** URL schemes of links; protocol-relative links (`//host`) go too. */
  urlSchemes: ['http', 'https', 'mailto', 'tel'],
} as const;

/**
 * The colours a calendar category may take (`color` is one of these). Each keeps at least 3:1
 * contrast (WCAG 1.4.11) with the theme's light backgrounds, and its `dark` partner, which the
 * app shows in dark mode, with the dark ones. The app names each colour by its `key` and gives it
 * a pattern, so a colour is never the only cue.
 */
export const CALENDAR_COLOURS = [
  { key: 'green', color: '#2E7D32', dark: '#81C784' },
  { key: 'teal', color: '#00796B', dark: '#80CBC4' },
  { key: 'blue', color: '#1565C0', dark: '#90CAF9' },
  { key: 'indigo', color: '#283593', dark: '#9FA8DA' },
  { key: 'purple', color: '#6A1B9A', dark: '#CE93D8' },
  { key: 'pink', color: '#AD1457', dark: '#F48FB1' },
  { key: 'red', color: '#C62828', dark: '#EF9A9A' },
  { key: 'orange', color: '#C43E00', dark: '#FFB74D' },
  { key: 'brown', color: '#6D4C41', dark: '#BCAAA4' },
  { key: 'slate', color: '#455A64', dark: '#B0BEC5' },
] as const;
export type CalendarColourKey = (typeof CALENDAR_COLOURS)[number]['key'];

/**
 * How a calendar event repeats, counted from its first day: every week on its weekday; every
 * month on its day of the month (months without that day are skipped); every month on the same
 * weekday of the same week of the month (the 1st to 5th, as its first day: "the first Monday");
 * every month on the last such weekday (for a first day in the last seven days of its month).
 */
export const CALENDAR_RECURRENCES = [
  'weekly',
  'monthly_day',
  'monthly_weekday',
  'monthly_last_weekday',
] as const;
export type CalendarRecurrence = (typeof CALENDAR_RECURRENCES)[number];

/**
 * What an activity-log entry records (`audit_log.action`): the kinds of change the log can be
 * filtered by. `created`, `updated` and `deleted` apply to any kind of object; the rest are
 * events of accounts and memberships.
 */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'login',
  'logout',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'two_factor_changed',
  'password_reset_sent',
  'account_invitation_sent',
  'invited',
  'invite_accepted',
  'invite_resent',
  'invite_withdrawn',
  'member_added',
  'role_changed',
  'member_removed',
  'blocked',
  'unblocked',
  'sessions_ended',
  'super_admin_granted',
  'super_admin_revoked',
  'calendar_feed_rotated',
  'moved',
  'reordered',
  'version_saved',
  'restored',
  'status_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of object an activity-log entry is about (`audit_log.subject_type`). */
export const AUDIT_SUBJECT_TYPES = [
  'organisation',
  'school',
  'user',
  'document',
  'period',
  'calendar_event',
  'calendar_category',
  'contact',
  'contact_category',
  'application',
  'manual',
  'file',
  'invitation',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** Rows of one CSV export of the activity log, at most (narrow the filters for more). */
export const AUDIT_EXPORT_LIMIT = 50_000;

/* Single sign-on with OpenID Connect (sso.ts). */
/** Seconds the ticket of the way back can be traded for the tokens. */
export const SSO_TICKET_SECONDS = 60;
/** Seconds a sign-in at the provider may take before it must be started again. */
export const SSO_TRANSACTION_SECONDS = 600;

/**
 * Why a single sign-on did not log in (the login page's `sso_error`):
 * - `cancelled`: the person or the provider stopped it at the provider;
 * - `failed`: the provider could not be reached or its answer did not check out;
 * - `expired`: the sign-in took too long, or came back to another browser;
 * - `unverified_email`: the provider did not vouch for the e-mail address;
 * - `blocked`: the account is blocked in Koers.
 * An unknown address is not an error of the sign-in: it goes to the unknown-user page.
 */
export const SSO_ERRORS = [
  'cancelled',
  'failed',
  'expired',
  'unverified_email',
  'blocked',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
