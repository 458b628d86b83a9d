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
} as const;
export type SortColumn<K extends keyof typeof SORT_COLUMNS> = (typeof SORT_COLUMNS)[K][number];

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

/** The kinds of block a document holds (SPEC §3). */
export const BLOCK_TYPES = ['h1', 'h2', 'body', 'file', 'contact'] as const;

/** SPEC §5: the image types accepted for icons. */
export const ICON_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

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
