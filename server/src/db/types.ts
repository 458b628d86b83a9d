import type { DocumentStatus } from '@koers/contract/constants';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * One interface per table (Kysely). Portable across SQLite and PostgreSQL:
 * - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans);
 * - timestamps are ISO 8601 UTC strings (`2026-11-22T07:47:36.000Z`), dates `YYYY-MM-DD`,
 *   so both databases return the same JS values and strings sort chronologically;
 * - JSON payloads are text columns.
 */
type Id = Generated<number>;
type Timestamp = string;
type CreatedAt = ColumnType<string, string | undefined, never>;

export type ContextType = 'organisation' | 'school';

export interface UsersTable {
  id: Id;
  email: string;
  first_name: string;
  last_name_prefix: string | null;
  last_name: string;
  password_hash: string | null;
  admin: number;
  locale: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** When a super admin blocked the account; null when it is not blocked (migration 0008). */
  blocked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * Every prefix of a user's lowered first name, last name and email, up to 10 characters, kept by
 * triggers; the user search reads it (SQLite: migration 0004, PostgreSQL: migration 0021).
 */
export interface UserSearchTable {
  prefix: string;
  sort_key: string;
  user_id: number;
}

/**
 * One row (migration 0021), kept by triggers: the number of users, and a version that changes
 * with every insert, delete and change of a sortable column of users.
 */
export interface UserListStateTable {
  id: number;
  total: number | string;
  version: number | string;
}

export interface RolesTable {
  id: Id;
  name: string;
  rank: number;
}

export interface OrganisationsTable {
  id: Id;
  name: string;
  authority_number: string | null;
  icon_file_id: number | null;
  /** 1 when its admins require two-step verification of everyone with rank ≥ 10 (migration 0016). */
  require_two_factor: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SchoolsTable {
  id: Id;
  organisation_id: number | null;
  name: string;
  brin_number: string | null;
  icon_file_id: number | null;
  calendar: number;
  /** Secret of the .ics subscription feed; admins can rotate it. */
  calendar_feed_key: string;
  /** 1 when its admins require two-step verification of everyone with rank ≥ 10 (migration 0016). */
  require_two_factor: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OrganisationUserTable {
  organisation_id: number;
  user_id: number;
  role_id: number;
}

export interface SchoolUserTable {
  school_id: number;
  user_id: number;
  role_id: number;
}

export interface PeriodsTable {
  id: Id;
  school_id: number;
  name: string;
  start_at: string;
  end_at: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  id: Id;
  /** 'organisation' | 'school', or 'template' for the Koers template (id 2). */
  documentable_type: string;
  documentable_id: number | null;
  type: string;
  name: string;
  period_id: number | null;
  /** Optimistic-concurrency version, incremented on every block write. */
  version: number;
  /** DOCUMENT_STATUSES (migration 0011); new documents are concepts. */
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  /** When, by whom, with which note and at which version it was last adopted (vastgesteld). */
  adopted_at: string | null;
  adopted_by: number | null;
  adoption_note: string | null;
  adopted_version: number | null;
  /** 1 when a board's document is a template its schools can start from (migration 0013). */
  is_template: ColumnType<number, number | undefined, number>;
  /** The template the document was started from; null when none or when it was deleted. */
  template_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A chapter of a template fixed as board text, by the uid of its h1 block (migration 0013). */
export interface TemplateChaptersTable {
  document_id: number;
  uid: string;
}

/** How a version came to be: the baseline when history began, or a write. */
export type DocumentSaveKind = 'baseline' | 'created' | 'saved' | 'restored';

/** One version of a document: who made it, when, how (migration 0011). */
export interface DocumentSavesTable {
  id: Id;
  document_id: number;
  version: number;
  user_id: number | null;
  kind: DocumentSaveKind;
  saved_at: string;
}

/**
 * A block as of the version that changed it; `deleted` 1 when that version deleted it. The
 * document at version V: per uid the latest revision at or before V, without the deleted ones.
 */
export interface BlockRevisionsTable {
  document_id: number;
  uid: string;
  version: number;
  type: string;
  level: number | null;
  content: string;
  position: number;
  deleted: number;
}

/** A named version of a document, or the one its adoption made. */
export interface DocumentVersionsTable {
  id: Id;
  document_id: number;
  version: number;
  name: string;
  kind: 'named' | 'adopted';
  note: string | null;
  created_by: number | null;
  created_at: string;
}

export interface BlocksTable {
  id: Id;
  document_id: number;
  /**
   * The block's identity in the editor and the API (a UUID, unique per document, migration
   * 0006); the integer id stays internal to the database and the older anchors.
   */
  uid: string;
  /**
   * Order key, a double: a block inserted between two others takes the midpoint, so nothing
   * else is renumbered (repositories/block-changes.ts). Not the 0-based index the API answers.
   */
  position: number;
  type: string;
  level: number | null;
  /** Text/HTML for h1, h2 and body; JSON text for file and contact blocks. */
  content: string;
  /** The document version that last changed this block (content, type or place). */
  changed_version: ColumnType<number, number | undefined, number>;
  changed_by: ColumnType<number | null, number | null | undefined, number | null>;
  changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * In a school document started from a board's template (migration 0013): the uid of the
   * template block this block was copied from; on fixed board text also the uid of the h1 of its
   * chapter in the template (what makes it board text) and when the board last changed that
   * chapter as this copy shows it. Null on the school's own blocks.
   */
  template_block_uid: ColumnType<string | null, string | null | undefined, string | null>;
  board_chapter_uid: ColumnType<string | null, string | null | undefined, string | null>;
  board_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A deleted block: which version deleted it, by whom, and where it was (migration 0006). */
export interface BlockTombstonesTable {
  document_id: number;
  uid: string;
  version: number;
  position: number;
  deleted_by: number | null;
  deleted_at: Timestamp;
}

/** An e-mail change waiting for its confirmation link (migration 0012). */
export interface EmailChangesTable {
  id: Id;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** Who has a document open in edit mode: the last heartbeat per user (migration 0006). */
export interface DocumentPresenceTable {
  document_id: number;
  user_id: number;
  seen_at: Timestamp;
}

export interface FilesTable {
  id: Id;
  user_id: number | null;
  name: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: CreatedAt;
  /** The school or board it was uploaded for (migration 0018); null without one. */
  contextable_type: ColumnType<string | null, string | null | undefined, string | null>;
  contextable_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ContactCategoriesTable {
  id: Id;
  contextable_type: string;
  contextable_id: number;
  name: string;
  position: number;
}

export interface ContactsTable {
  id: Id;
  contextable_type: string;
  contextable_id: number;
  contact_category_id: number | null;
  name: string;
  function: string | null;
  organisation_name: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  notes: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CalendarCategoriesTable {
  id: Id;
  school_id: number;
  name: string;
  color: string;
}

export interface CalendarEventsTable {
  id: Id;
  school_id: number;
  calendar_category_id: number | null;
  title: string;
  description: string | null;
  /** Where it takes place (migration 0005). */
  location: string | null;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  /** How it repeats (CALENDAR_RECURRENCES), null when once (migration 0009). */
  recurrence: string | null;
  /** The last day a repetition may start on, inclusive (migration 0009). */
  recurrence_until: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ApplicationsTable {
  id: Id;
  school_id: number;
  name: string;
  url: string;
  /** 'tasks' | 'webmail' | 'student-tracking-system' | 'other', or null for the chooser grid. */
  type: string | null;
  icon_file_id: number | null;
  position: number;
}

export interface ManualsTable {
  id: Id;
  title: string;
  description: string | null;
  content: string | null;
  video_url: string | null;
  position: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface InvitationsTable {
  /** Random, unguessable string id (the link in the mail). */
  id: string;
  email: string;
  invitable_type: string;
  invitable_id: number;
  role_id: number;
  invited_by: number | null;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PasswordResetsTable {
  id: Id;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A login: the family of access and refresh tokens issued from one password login. */
export interface LoginsTable {
  id: Id;
  user_id: number;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
  /** The browser the login came from (migration 0008). */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the login last got tokens: its start or its latest refresh (migration 0008). */
  last_used_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address the login came from (migration 0014). */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while this login must set up two-step verification first (migration 0016). */
  two_factor_setup: ColumnType<number, number | undefined, number>;
}

/** A user's two-step verification (migration 0015); secrets are encrypted (services/two-factor). */
export interface UserTwoFactorTable {
  user_id: number;
  secret: string | null;
  enabled_at: string | null;
  /** The TOTP time step of the last code used: a code is taken once. */
  last_step: ColumnType<number | null, number | null | undefined, number | null>;
  pending_secret: string | null;
  pending_created_at: string | null;
}

/** Single-use recovery codes by their keyed hash (migration 0015). */
export interface RecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The single-use tickets of single sign-on's way back, by their SHA-256 hash (migration 0017). */
export interface SsoTicketsTable {
  id: string;
  user_id: number;
  provider: string;
  /** 1 when the provider said it checked a second factor (`amr` has "mfa"). */
  mfa: number;
  expires_at: string;
  created_at: string;
}

export interface AccessTokensTable {
  id: Id;
  login_id: number;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  id: Id;
  login_id: number;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  idle_expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Failed-login counters when no Redis is configured (shared by every server process). */
export interface LoginAttemptsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface MailOutboxTable {
  id: Id;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: Timestamp | null;
  created_at: CreatedAt;
  /** Delivery attempts so far. */
  attempts: ColumnType<number, number | undefined, number>;
  /** When the next attempt is due (null once sent or given up). */
  next_attempt_at: Timestamp | null;
  /** The process sending it holds it until then. */
  claimed_until: Timestamp | null;
  last_error: string | null;
  /** Given up after the last attempt. */
  failed_at: Timestamp | null;
}

export interface FileBlobsTable {
  key: string;
  data: Buffer;
  created_at: string;
}

export interface AuditLogTable {
  id: Id;
  user_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  context_type: string | null;
  context_id: number | null;
  changes: string | null;
  created_at: CreatedAt;
  /** The object's name when the entry was written (migration 0007). */
  subject_label: string | null;
  /** The board of the entry's context when it was written (migration 0007). */
  organisation_id: number | null;
}

export interface Database {
  users: UsersTable;
  user_search: UserSearchTable;
  user_list_state: UserListStateTable;
  roles: RolesTable;
  organisations: OrganisationsTable;
  schools: SchoolsTable;
  organisation_user: OrganisationUserTable;
  school_user: SchoolUserTable;
  periods: PeriodsTable;
  documents: DocumentsTable;
  blocks: BlocksTable;
  block_tombstones: BlockTombstonesTable;
  block_revisions: BlockRevisionsTable;
  document_saves: DocumentSavesTable;
  document_versions: DocumentVersionsTable;
  document_presence: DocumentPresenceTable;
  template_chapters: TemplateChaptersTable;
  files: FilesTable;
  contact_categories: ContactCategoriesTable;
  contacts: ContactsTable;
  calendar_categories: CalendarCategoriesTable;
  calendar_events: CalendarEventsTable;
  applications: ApplicationsTable;
  manuals: ManualsTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  logins: LoginsTable;
  user_two_factor: UserTwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  sso_tickets: SsoTicketsTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  mail_outbox: MailOutboxTable;
  file_blobs: FileBlobsTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organisation = Selectable<OrganisationsTable>;
export type School = Selectable<SchoolsTable>;
export type Role = Selectable<RolesTable>;
export type Period = Selectable<PeriodsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type BlockRow = Selectable<BlocksTable>;
export type FileRow = Selectable<FilesTable>;
export type Contact = Selectable<ContactsTable>;
export type ContactCategory = Selectable<ContactCategoriesTable>;
export type CalendarEvent = Selectable<CalendarEventsTable>;
export type CalendarCategory = Selectable<CalendarCategoriesTable>;
export type Application = Selectable<ApplicationsTable>;
export type Manual = Selectable<ManualsTable>;
export type Invitation = Selectable<InvitationsTable>;
