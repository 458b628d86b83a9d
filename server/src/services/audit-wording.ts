import type { Locale } from '../lib/messages.js';

/**
 * The activity log's entries as sentences in the reader's language ("Anna de Vries wijzigde het
 * document Jaarplan 2026-2027"), shared by the page and the CSV export. Names are inserted as
 * they are: the app shows the sentence as text, and the CSV quotes it.
 */

/** One entry as the log reads it, with the names its sentence needs. */
export interface WordedEntry {
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectName: string | null;
  /** Null for the system; `name` null for an account deleted since. */
  actor: { id: number; name: string | null } | null;
  context: { type: 'organisation' | 'school'; name: string | null } | null;
  /** The recorded changes (parsed). */
  changes: Record<string, unknown> | null;
  /** Name of the role in `changes.role_id`, when there is one. */
  roleName: string | null;
  /** Name of the board in `changes.organisation_id` (a school moved), when there is one. */
  boardName: string | null;
}

interface Words {
  system: string;
  deletedUser: string;
  /** A subject with and without its name. */
  subjects: Record<string, [named: string, unnamed: string]>;
  contexts: Record<'organisation' | 'school', [named: string, unnamed: string]>;
  sentences: Record<string, string>;
  /** An action this table does not know. */
  other: string;
  /** The kinds of change, for a CSV column and the API's documentation. */
  actions: Record<string, string>;
  subjectTypes: Record<string, string>;
  noRole: string;
  noBoard: string;
  csv: Record<
    'time' | 'utc' | 'person' | 'email' | 'summary' | 'action' | 'kind' | 'object' | 'context',
    string
  >;
}

const nl: Words = {
  system: 'Koers',
  deletedUser: 'Een verwijderde gebruiker',
  subjects: {
    document: ['het document {name}', 'een document'],
    organisation: ['het bestuur {name}', 'een bestuur'],
    school: ['de school {name}', 'een school'],
    user: ['de gebruiker {name}', 'een gebruiker'],
    period: ['het schooljaar {name}', 'een schooljaar'],
    calendar_event: ['het agendapunt {name}', 'een agendapunt'],
    calendar_category: ['de agendacategorie {name}', 'een agendacategorie'],
    contact: ['de contactpersoon {name}', 'een contactpersoon'],
    contact_category: [
      'de categorie {name} van de sociale kaart',
      'een categorie van de sociale kaart',
    ],
    application: ['de applicatie {name}', 'een applicatie'],
    manual: ['de handleiding {name}', 'een handleiding'],
    file: ['het bestand {name}', 'een bestand'],
    invitation: ['de uitnodiging voor {name}', 'een uitnodiging'],
  },
  contexts: {
    organisation: ['{name}', 'een verwijderd bestuur'],
    school: ['{name}', 'een verwijderde school'],
  },
  sentences: {
    created: '{actor} maakte {subject} aan',
    updated: '{actor} wijzigde {subject}',
    updated_self: '{actor} wijzigde de eigen accountgegevens',
    moved: '{actor} verplaatste {subject} naar {board}',
    reordered_application: '{actor} zette de applicaties van {context} in een nieuwe volgorde',
    reordered_manual: '{actor} zette de handleidingen in een nieuwe volgorde',
    version_saved: '{actor} bewaarde een versie van {subject}',
    restored: '{actor} zette {subject} terug naar een eerdere versie',
    status_changed: '{actor} wijzigde de status van {subject}',
    deleted: '{actor} verwijderde {subject}',
    login: '{actor} logde in',
    logout: '{actor} logde uit',
    password_reset_requested: '{actor} vroeg een link aan om een nieuw wachtwoord in te stellen',
    password_reset: '{actor} stelde een nieuw wachtwoord in',
    password_changed: '{actor} wijzigde het eigen wachtwoord',
    two_factor_changed: '{actor} wijzigde de eigen tweestapsverificatie',
    password_reset_sent: '{actor} stuurde {subject} een mail om een nieuw wachtwoord in te stellen',
    account_invitation_sent:
      '{actor} stuurde {subject} een uitnodiging om een wachtwoord te kiezen',
    invited: '{actor} nodigde {invitees} uit voor {context}',
    invite_accepted: '{actor} nam de uitnodiging voor {context} aan',
    invite_resent: '{actor} stuurde de uitnodiging voor {invitees} opnieuw',
    invite_withdrawn: '{actor} trok de uitnodiging voor {invitees} in',
    member_added: '{actor} voegde {subject} toe aan {context} als {role}',
    role_changed: '{actor} gaf {subject} de rol {role} in {context}',
    member_removed: '{actor} haalde {subject} weg uit {context}',
    blocked: '{actor} blokkeerde {subject}',
    unblocked: '{actor} deblokkeerde {subject}',
    sessions_ended: '{actor} beëindigde alle sessies van {subject}',
    super_admin_granted: '{actor} maakte {subject} superbeheerder',
    super_admin_revoked: '{actor} nam {subject} de rechten van superbeheerder af',
    calendar_feed_rotated:
      '{actor} maakte een nieuwe abonnementslink voor de jaarkalender van {context}',
  },
  other: '{actor}: {action} ({subject})',
  actions: {
    created: 'Aangemaakt',
    updated: 'Gewijzigd',
    deleted: 'Verwijderd',
    login: 'Ingelogd',
    logout: 'Uitgelogd',
    password_reset_requested: 'Nieuw wachtwoord aangevraagd',
    password_reset: 'Nieuw wachtwoord ingesteld',
    password_changed: 'Wachtwoord gewijzigd',
    two_factor_changed: 'Tweestapsverificatie gewijzigd',
    password_reset_sent: 'Wachtwoordmail gestuurd',
    account_invitation_sent: 'Accountuitnodiging gestuurd',
    invited: 'Uitgenodigd',
    invite_accepted: 'Uitnodiging aangenomen',
    invite_resent: 'Uitnodiging opnieuw gestuurd',
    invite_withdrawn: 'Uitnodiging ingetrokken',
    member_added: 'Lid toegevoegd',
    role_changed: 'Rol gewijzigd',
    member_removed: 'Lid weggehaald',
    blocked: 'Geblokkeerd',
    unblocked: 'Gedeblokkeerd',
    sessions_ended: 'Sessies beëindigd',
    super_admin_granted: 'Superbeheerder gemaakt',
    super_admin_revoked: 'Superbeheerder afgenomen',
    calendar_feed_rotated: 'Abonnementslink vernieuwd',
    moved: 'Verplaatst',
    reordered: 'Volgorde gewijzigd',
    version_saved: 'Versie bewaard',
    restored: 'Versie teruggezet',
    status_changed: 'Status gewijzigd',
  },
  subjectTypes: {
    organisation: 'Bestuur',
    school: 'School',
    user: 'Gebruiker',
    document: 'Document',
    period: 'Schooljaar',
    calendar_event: 'Agendapunt',
    calendar_category: 'Agendacategorie',
    contact: 'Contactpersoon',
    contact_category: 'Categorie sociale kaart',
    application: 'Applicatie',
    manual: 'Handleiding',
    file: 'Bestand',
    invitation: 'Uitnodiging',
  },
  noRole: 'een andere rol',
  noBoard: 'geen bestuur',
  csv: {
    time: 'Datum en tijd',
    utc: 'Tijdstip (UTC)',
    person: 'Persoon',
    email: 'E-mailadres',
    summary: 'Wat',
    action: 'Soort wijziging',
    kind: 'Soort object',
    object: 'Object',
    context: 'School of bestuur',
  },
};

const en: Words = {
  system: 'Koers',
  deletedUser: 'A deleted user',
  subjects: {
    document: ['the document {name}', 'a document'],
    organisation: ['the board {name}', 'a board'],
    school: ['the school {name}', 'a school'],
    user: ['the user {name}', 'a user'],
    period: ['the school year {name}', 'a school year'],
    calendar_event: ['the calendar event {name}', 'a calendar event'],
    calendar_category: ['the calendar category {name}', 'a calendar category'],
    contact: ['the contact {name}', 'a contact'],
    contact_category: ['the social map category {name}', 'a social map category'],
    application: ['the application {name}', 'an application'],
    manual: ['the manual {name}', 'a manual'],
    file: ['the file {name}', 'a file'],
    invitation: ['the invitation to {name}', 'an invitation'],
  },
  contexts: {
    organisation: ['{name}', 'a deleted board'],
    school: ['{name}', 'a deleted school'],
  },
  sentences: {
    created: '{actor} created {subject}',
    updated: '{actor} changed {subject}',
    updated_self: '{actor} changed their account details',
    moved: '{actor} moved {subject} to {board}',
    reordered_application: '{actor} put the applications of {context} in a new order',
    reordered_manual: '{actor} put the manuals in a new order',
    version_saved: '{actor} saved a version of {subject}',
    restored: '{actor} restored {subject} to an earlier version',
    status_changed: '{actor} changed the status of {subject}',
    deleted: '{actor} deleted {subject}',
    login: '{actor} logged in',
    logout: '{actor} logged out',
    password_reset_requested: '{actor} asked for a link to set a new password',
    password_reset: '{actor} set a new password',
    password_changed: '{actor} changed their password',
    two_factor_changed: '{actor} changed their two-step verification',
    password_reset_sent: '{actor} sent {subject} a mail to set a new password',
    account_invitation_sent: '{actor} sent {subject} an invitation to choose a password',
    invited: '{actor} invited {invitees} to {context}',
    invite_accepted: '{actor} accepted the invitation to {context}',
    invite_resent: '{actor} sent the invitation to {invitees} again',
    invite_withdrawn: '{actor} withdrew the invitation to {invitees}',
    member_added: '{actor} added {subject} to {context} as {role}',
    role_changed: '{actor} gave {subject} the role {role} in {context}',
    member_removed: '{actor} removed {subject} from {context}',
    blocked: '{actor} blocked {subject}',
    unblocked: '{actor} unblocked {subject}',
    sessions_ended: '{actor} ended every session of {subject}',
    super_admin_granted: '{actor} made {subject} a super admin',
    super_admin_revoked: '{actor} took super admin rights away from {subject}',
    calendar_feed_rotated: '{actor} made a new subscription link for the calendar of {context}',
  },
  other: '{actor}: {action} ({subject})',
  actions: {
    created: 'Created',
    updated: 'Changed',
    deleted: 'Deleted',
    login: 'Logged in',
    logout: 'Logged out',
    password_reset_requested: 'New password requested',
    password_reset: 'New password set',
    password_changed: 'Password changed',
    two_factor_changed: 'Two-step verification changed',
    password_reset_sent: 'Password mail sent',
    account_invitation_sent: 'Account invitation sent',
    invited: 'Invited',
    invite_accepted: 'Invitation accepted',
    invite_resent: 'Invitation sent again',
    invite_withdrawn: 'Invitation withdrawn',
    member_added: 'Member added',
    role_changed: 'Role changed',
    member_removed: 'Member removed',
    blocked: 'Blocked',
    unblocked: 'Unblocked',
    sessions_ended: 'Sessions ended',
    super_admin_granted: 'Made super admin',
    super_admin_revoked: 'Super admin revoked',
    calendar_feed_rotated: 'Subscription link renewed',
    moved: 'Moved',
    reordered: 'Order changed',
    version_saved: 'Version saved',
    restored: 'Version restored',
    status_changed: 'Status changed',
  },
  subjectTypes: {
    organisation: 'Board',
    school: 'School',
    user: 'User',
    document: 'Document',
    period: 'School year',
    calendar_event: 'Calendar event',
    calendar_category: 'Calendar category',
    contact: 'Contact',
    contact_category: 'Social map category',
    application: 'Application',
    manual: 'Manual',
    file: 'File',
    invitation: 'Invitation',
  },
  noRole: 'another role',
  noBoard: 'no board',
  csv: {
    time: 'Date and time',
    utc: 'Time (UTC)',
    person: 'Person',
    email: 'Email address',
    summary: 'What',
    action: 'Kind of change',
    kind: 'Kind of object',
    object: 'Object',
    context: 'School or board',
  },
};

const WORDS: Record<Locale, Words> = { nl, en };

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);

/** The label of a kind of change in `locale` (the action itself when it has none). */
export const actionLabel = (locale: Locale, action: string): string =>
  WORDS[locale].actions[action] ?? action;

/** The label of a kind of object in `locale`. */
export const subjectTypeLabel = (locale: Locale, type: string): string =>
  WORDS[locale].subjectTypes[type] ?? type;

/** The CSV export's column headings. */
export const csvHeadings = (locale: Locale) => WORDS[locale].csv;

/** The person of an entry as the log names them. */
export function actorName(locale: Locale, actor: WordedEntry['actor']): string {
  if (!actor) return WORDS[locale].system;
  return actor.name ?? WORDS[locale].deletedUser;
}

function subjectPhrase(words: Words, entry: WordedEntry): string {
  const forms = words.subjects[entry.subjectType];
  const name = entry.subjectName;
  if (!forms) return name ?? entry.subjectType;
  return name ? fill(forms[0], { name }) : forms[1];
}

function contextPhrase(words: Words, entry: WordedEntry): string {
  if (!entry.context) return '';
  const forms = words.contexts[entry.context.type];
  return entry.context.name ? fill(forms[0], { name: entry.context.name }) : forms[1];
}

/** Who was invited: the invitation's address, or the addresses of a bulk invitation. */
function invitees(entry: WordedEntry): string {
  const emails = entry.changes?.emails;
  if (Array.isArray(emails) && emails.length > 0) return emails.map(String).join(', ');
  return entry.subjectName ?? String(entry.changes?.email ?? '');
}

/** The entry as one sentence in `locale`. */
export function summarize(locale: Locale, entry: WordedEntry): string {
  const words = WORDS[locale];
  let key = entry.action;
  if (
    key === 'updated' &&
    entry.subjectType === 'user' &&
    entry.actor &&
    String(entry.actor.id) === entry.subjectId
  )
    key = 'updated_self';
  // A new order is about a whole list (no one object): its sentence names the list.
  if (key === 'reordered') key = `reordered_${entry.subjectType}`;
  const vars = {
    actor: actorName(locale, entry.actor),
    subject: subjectPhrase(words, entry),
    context: contextPhrase(words, entry),
    invitees: invitees(entry),
    role: entry.roleName ?? words.noRole,
    board: entry.boardName ?? words.noBoard,
    action: actionLabel(locale, entry.action).toLowerCase(),
  };
  const template = words.sentences[key] ?? words.other;
  return fill(template, vars);
}
