/**
 * Every message the API returns, in the two supported languages (Accept-Language: nl, en).
 * `{name}` placeholders are filled by `translate`.
 */
const en = {
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': 'This action is unauthorized.',
  'errors.not_found': 'Not found.',
  'errors.route_not_found': 'The route {method} {url} could not be found.',
  'errors.server': 'Server Error',
  'errors.conflict': 'This resource was changed by someone else. Reload and try again.',
  'errors.block_conflict':
    'Someone else changed the same part of this document. Choose which version to keep, then save again.',
  'errors.bad_request': 'The request could not be read.',
  'errors.payload_too_large': 'The request is too large.',
  'errors.file_too_large': 'The file may not be larger than {size}.',
  'errors.quota_user':
    'Your uploads may take {quota} together and {used} of that is in use, too little for this file. Remove files you no longer need, or ask your administrator.',
  'errors.quota_context':
    'The uploads of {context} may take {quota} together and {used} of that is in use, too little for this file. Remove files that are no longer needed, or ask the administrator.',
  'errors.file_attached':
    'This file is still in use (in a document, its history or as an icon). Remove it there first.',
  'errors.too_many_uploads': 'Too many uploads. Please try again in {seconds} seconds.',
  'errors.unsupported_media_type': 'This content type is not supported.',
  'errors.too_many_requests': 'Too many attempts. Please try again in {seconds} seconds.',
  'errors.rate_limited': 'Too many requests. Please try again in {seconds} seconds.',
  'validation.failed': 'The given data was invalid.',
  'validation.required': 'The {attribute} field is required.',
  'validation.type': 'The {attribute} field has an invalid type.',
  'validation.email': 'The {attribute} must be a valid email address.',
  'validation.format': 'The {attribute} format is invalid.',
  'validation.min_length': 'The {attribute} must be at least {limit} characters.',
  'validation.max_length': 'The {attribute} may not be greater than {limit} characters.',
  'validation.minimum': 'The {attribute} must be at least {limit}.',
  'validation.maximum': 'The {attribute} may not be greater than {limit}.',
  'validation.invalid': 'The selected {attribute} is invalid.',
  'validation.min_items': 'The {attribute} must have at least {limit} items.',
  'validation.max_items': 'The {attribute} may not have more than {limit} items.',
  'validation.sort_column': 'The {attribute} must be one of: {values}.',
  'validation.confirmed': 'The {attribute} confirmation does not match.',
  'validation.password_common': 'This password is too common. Choose a less predictable one.',
  'validation.password_weak':
    'This password is too easy to guess. Choose a longer one, for example a few unrelated words.',
  'validation.password_current': 'The current password is incorrect.',
  'validation.unique': 'The {attribute} has already been taken.',
  'validation.exists': 'The selected {attribute} does not exist.',
  // Documents, files, periods and the calendar.
  'validation.after': 'The {attribute} must be after {date}.',
  'validation.after_or_equal': 'The {attribute} must be on or after {date}.',
  'validation.required_with': 'The {attribute} field is required when {other} is present.',
  'validation.overlap': 'The {attribute} overlaps another period of this school.',
  'periods.overlap': 'This school year overlaps {name} ({start} to {end}).',
  'periods.end_before_start': 'The end date must be after the start date.',
  'periods.has_documents':
    'This school year has documents ({names}). Choose whether they move to another school year or are deleted with it.',
  'periods.move_to_invalid': 'Choose another school year of this school.',
  'periods.carry_invalid': 'Choose documents of the school years of this school.',
  'errors.document_adopted':
    'This document has been adopted and can no longer be changed. Start a new version to change it.',
  'documents.status_transition': 'An adopted document first becomes a new concept.',
  'errors.board_text':
    'This part is text of the board ("Tekst van het bestuur"): only the board can change it, in its template.',
  'contexts.brin_super_admin': 'Only a Koers administrator can change the BRIN number.',
  'contexts.authority_super_admin': 'Only a Koers administrator can change the authority number.',
  'schools.brin_taken': 'Another school already has the BRIN number {brin}.',
  'validation.image': 'The {attribute} must be an image of type: jpeg, png.',
  'validation.attachment_type':
    'The {attribute} must be a PDF, an image (PNG, JPEG, GIF or WebP) or an Office document (Word, Excel, PowerPoint or OpenDocument).',
  'validation.attachment_macros':
    'The {attribute} contains macros, which are not accepted. Save it without macros (for example as .docx, .xlsx or .pptx) and try again.',
  'validation.document_blocks': 'A document may not have more than {limit} blocks.',
  'contact_categories.name_taken': 'There is already a category called {name}.',
  'contact_categories.has_contacts':
    'This category has {count} contacts. Choose whether they move to another category or stay without one.',
  'contact_categories.move_to_invalid': 'Choose another category of this social map.',
  'contacts.in_documents':
    'This contact is in the contact blocks of {names}. Confirm that you want to remove it: those documents keep the details they show.',
  'calendar_categories.name_taken': 'There is already a category called {name}.',
  'calendar_categories.colour': 'Choose one of the offered colours.',
  'calendar_events.recurrence_last_weekday':
    'For “the last”, choose a first day in the last week of the month.',
  'calendar_events.recurrence_until_before_start':
    'The repetitions cannot end before the first day, {date}.',
  // </content>
  'auth.failed': 'These credentials do not match our records.',
  'auth.sso_ticket': 'This sign-in has expired or was already used. Sign in again.',
  'two_factor.code_invalid':
    'This code is not right, or has been used. Enter the code your app shows now.',
  'two_factor.recovery_invalid': 'This recovery code is not right, or has been used.',
  'two_factor.challenge_expired': 'This login has taken too long. Log in with your password again.',
  'two_factor.code_or_recovery': 'Enter the code of your app or a recovery code.',
  'two_factor.not_set_up': 'Start setting up two-step verification again: scan the new QR code.',
  'two_factor.already_on': 'Two-step verification is already on.',
  'two_factor.off': 'Two-step verification is not on.',
  'two_factor.setup_required':
    'Set up two-step verification first: your school or board requires it of you.',
  'auth.refresh_invalid': 'The refresh token is invalid.',
  'auth.client_invalid': 'Client authentication failed.',
  'auth.grant_unsupported': 'The authorization grant type is not supported.',
  'auth.logged_out': 'You have been logged out.',
  'passwords.sent':
    'If an account with this email address exists, we have emailed a password reset link.',
  'passwords.reset': 'Your password has been reset.',
  'passwords.token': 'This password reset token is invalid.',
  'account.email_change_sent':
    'We sent a link to {email}. Your e-mail address changes when you follow it (within a day).',
  'account.email_changed': 'Your e-mail address has been changed. Log in with your new address.',
  'account.email_token': 'This link to confirm an e-mail address is invalid or has expired.',
  'account.email_same': 'This is already your e-mail address.',
  'mail.email_change.subject': 'Confirm your new e-mail address for Koers',
  'mail.email_change.greeting': 'Hello {name},',
  'mail.email_change.intro':
    'You asked to use this address for your Koers account instead of {old_email}.',
  'mail.email_change.link': 'Follow this link to confirm the new address:',
  'mail.email_change.action': 'Confirm the new address',
  'mail.email_change.validity':
    'The link works until {date}. After you confirm, log in again with this address.',
  'mail.email_change.ignore': 'If you did not ask for this, ignore this e-mail: nothing changes.',
  'mail.email_notice.subject': 'Your Koers e-mail address is about to change',
  'mail.email_notice.greeting': 'Hello {name},',
  'mail.email_notice.intro':
    'Someone logged in to your Koers account asked to change its e-mail address to {new_email}. It changes only when the link sent to that address is followed.',
  'mail.email_notice.ignore':
    'Was this not you? Change your password now, or ask your school’s administrator for help.',
  'passwords.updated': 'Your password has been changed.',
  'invites.invalid': 'This invitation is invalid or has expired.',
  'invites.accepted': 'The invitation has been accepted.',
  'invites.wrong_user':
    'This invitation was sent to another email address. Log out, and log in with the invited address to accept it.',
  'invites.login_required':
    'This invitation is for an existing Koers account. Log in with the invited address to accept it.',
  'invites.already_member': 'This user is already a member.',
  'users.self': 'You cannot remove or demote yourself.',
  'mail.reset.subject': 'Reset your Koers password',
  'mail.reset.text':
    'Hello {name},\n\nSomeone asked to reset the password of your Koers account. Follow this link within 60 minutes to choose a new password:\n\n{url}\n\nIf you did not ask for this, you can ignore this email.',
  'mail.invite.subject': 'You have been invited to {context} in Koers',
  'mail.invite.greeting': 'Hello,',
  'mail.invite.intro': '{inviter} has invited you to {context} in Koers, as {role}.',
  'mail.invite.link': 'Follow this link to accept the invitation:',
  'mail.invite.action': 'Accept the invitation',
  'mail.invite.validity':
    'The link works until {date}. After that, ask {inviter} to send the invitation again.',
  'mail.invite.ignore': 'If you did not expect this invitation, you can ignore this email.',
  'invites.email_invalid': '“{email}” is not a valid email address.',
  'invites.email_member': '{email} is already a member.',
  'invites.email_invited':
    '{email} has already been invited. Send that invitation again from the list instead.',
  'users.last_admin':
    '{name} is the last administrator of {context}. Make someone else an administrator first.',
  'applications.https':
    'The address must start with https://, so the application opens over a secure connection.',
  'applications.order':
    'The applications of this school changed meanwhile. Reload the list and try again.',
  'manuals.video_url':
    'Give the address of a YouTube or Vimeo video, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…. Other sites are not allowed.',
  'manuals.order': 'The manuals changed meanwhile. Reload the list and try again.',
  'validation.format_authority_number': 'The authority number is five digits, such as 41234.',
  'validation.format_title':
    'The title may not contain line breaks or invisible control characters.',
  'validation.format_location':
    'The place may not contain line breaks or invisible control characters.',
  'validation.format_description': 'The description may not contain invisible control characters.',
  'validation.format_brin_number':
    'The BRIN number is two digits followed by two capital letters, such as 12AB.',
  'organisations.authority_number_taken': '{name} already has authority number {number}.',
  'audit.export_too_large':
    'This export would hold {count} entries; one export holds at most {limit}. Narrow the filters (the dates, for example) and try again.',
  'auth.blocked':
    'This account has been blocked. Ask the administrator of your school or board if you think this is a mistake.',
  'users.last_super_admin':
    '{name} is the last super admin. Make someone else a super admin first.',
  'users.self_super_admin': 'You cannot take away your own super admin rights.',
  'users.self_block': 'You cannot block yourself.',
  'users.has_password': '{name} has already chosen a password. Send a password reset mail instead.',
  'mail.account.subject': 'Your Koers account is ready',
  'mail.account.greeting': 'Hello {name},',
  'mail.account.intro': '{inviter} has made a Koers account for you with this email address.',
  'mail.account.link': 'Follow this link to choose your password:',
  'mail.account.action': 'Choose your password',
  'mail.account.validity':
    'The link works until {date}. After that, choose “Forgot password” on the login page.',
  'mail.account.ignore': 'If you did not expect this email, you can ignore it.',
} as const;

export type MessageKey = keyof typeof en;

const nl: Record<MessageKey, string> = {
  'errors.unauthenticated': 'Niet ingelogd.',
  'errors.forbidden': 'Je hebt geen toestemming voor deze actie.',
  'errors.not_found': 'Niet gevonden.',
  'errors.route_not_found': 'De route {method} {url} bestaat niet.',
  'errors.server': 'Serverfout',
  'errors.conflict':
    'Iemand anders heeft dit intussen gewijzigd. Laad opnieuw en probeer het nog eens.',
  'errors.block_conflict':
    'Iemand anders heeft hetzelfde deel van dit document gewijzigd. Kies welke versie je houdt en sla opnieuw op.',
  'errors.bad_request': 'Het verzoek kon niet worden gelezen.',
  'errors.payload_too_large': 'Het verzoek is te groot.',
  'errors.file_too_large': 'Het bestand mag niet groter zijn dan {size}.',
  'errors.quota_user':
    'Je uploads mogen samen {quota} innemen en daarvan is {used} in gebruik: te weinig voor dit bestand. Verwijder bestanden die je niet meer nodig hebt, of vraag het je beheerder.',
  'errors.quota_context':
    'De uploads van {context} mogen samen {quota} innemen en daarvan is {used} in gebruik: te weinig voor dit bestand. Verwijder bestanden die niet meer nodig zijn, of vraag het de beheerder.',
  'errors.file_attached':
    'Dit bestand is nog in gebruik (in een document, de geschiedenis ervan of als pictogram). Haal het daar eerst weg.',
  'errors.too_many_uploads': 'Te veel uploads. Probeer het over {seconds} seconden opnieuw.',
  'errors.unsupported_media_type': 'Dit type inhoud wordt niet ondersteund.',
  'errors.too_many_requests': 'Te veel pogingen. Probeer het over {seconds} seconden opnieuw.',
  'errors.rate_limited': 'Te veel verzoeken. Probeer het over {seconds} seconden opnieuw.',
  'validation.failed': 'De opgegeven gegevens zijn ongeldig.',
  'validation.required': 'Het veld {attribute} is verplicht.',
  'validation.type': 'Het veld {attribute} heeft een ongeldig type.',
  'validation.email': 'Het veld {attribute} moet een geldig e-mailadres zijn.',
  'validation.format': 'Het formaat van {attribute} is ongeldig.',
  'validation.min_length': 'Het veld {attribute} moet minstens {limit} tekens bevatten.',
  'validation.max_length': 'Het veld {attribute} mag niet meer dan {limit} tekens bevatten.',
  'validation.minimum': 'Het veld {attribute} moet minstens {limit} zijn.',
  'validation.maximum': 'Het veld {attribute} mag niet groter zijn dan {limit}.',
  'validation.invalid': 'De gekozen waarde van {attribute} is ongeldig.',
  'validation.min_items': 'Het veld {attribute} moet minstens {limit} onderdelen bevatten.',
  'validation.max_items': 'Het veld {attribute} mag niet meer dan {limit} onderdelen bevatten.',
  'validation.sort_column': 'Het veld {attribute} moet een van deze waarden zijn: {values}.',
  'validation.confirmed': 'De bevestiging van {attribute} komt niet overeen.',
  'validation.password_common':
    'Dit wachtwoord komt te vaak voor. Kies een minder voorspelbaar wachtwoord.',
  'validation.password_weak':
    'Dit wachtwoord is te makkelijk te raden. Kies een langer wachtwoord, bijvoorbeeld een paar losse woorden.',
  'validation.password_current': 'Het huidige wachtwoord is onjuist.',
  'validation.unique': '{attribute} is al in gebruik.',
  'validation.exists': 'De gekozen waarde van {attribute} bestaat niet.',
  'validation.after': 'Het veld {attribute} moet na {date} liggen.',
  'validation.after_or_equal': 'Het veld {attribute} moet op of na {date} liggen.',
  'validation.required_with': 'Het veld {attribute} is verplicht als {other} is ingevuld.',
  'validation.overlap': 'De {attribute} overlapt met een andere periode van deze school.',
  'periods.overlap': 'Dit schooljaar overlapt met {name} ({start} tot en met {end}).',
  'periods.end_before_start': 'De einddatum moet na de startdatum liggen.',
  'periods.has_documents':
    'Bij dit schooljaar horen documenten ({names}). Kies of ze naar een ander schooljaar gaan of mee verwijderd worden.',
  'periods.move_to_invalid': 'Kies een ander schooljaar van deze school.',
  'periods.carry_invalid': 'Kies documenten uit de schooljaren van deze school.',
  'errors.document_adopted':
    'Dit document is vastgesteld en kan niet meer worden gewijzigd. Maak een nieuwe versie om het te wijzigen.',
  'documents.status_transition': 'Een vastgesteld document wordt eerst een nieuw concept.',
  'errors.board_text':
    'Dit deel is tekst van het bestuur: alleen het bestuur kan het wijzigen, in zijn sjabloon.',
  'contexts.brin_super_admin': 'Alleen een beheerder van Koers kan het BRIN-nummer wijzigen.',
  'contexts.authority_super_admin':
    'Alleen een beheerder van Koers kan het bevoegd-gezagnummer wijzigen.',
  'schools.brin_taken': 'Een andere school heeft het BRIN-nummer {brin} al.',
  'validation.image': 'Het veld {attribute} moet een afbeelding zijn van het type: jpeg, png.',
  'validation.attachment_type':
    'Het {attribute} moet een pdf, een afbeelding (png, jpeg, gif of webp) of een Office-document (Word, Excel, PowerPoint of OpenDocument) zijn.',
  'validation.attachment_macros':
    "Het {attribute} bevat macro's; die worden niet geaccepteerd. Sla het op zonder macro's (bijvoorbeeld als .docx, .xlsx of .pptx) en probeer het opnieuw.",
  'validation.document_blocks': 'Een document mag niet meer dan {limit} blokken bevatten.',
  'contact_categories.name_taken': 'Er is al een categorie met de naam {name}.',
  'contact_categories.has_contacts':
    'In deze categorie staan {count} contacten. Kies of ze naar een andere categorie gaan of zonder categorie blijven.',
  'contact_categories.move_to_invalid': 'Kies een andere categorie van deze sociale kaart.',
  'contacts.in_documents':
    'Dit contact staat in de contactblokken van {names}. Bevestig dat je het wilt verwijderen: die documenten houden de gegevens die ze tonen.',
  'calendar_categories.name_taken': 'Er is al een categorie met de naam {name}.',
  'calendar_categories.colour': 'Kies een van de aangeboden kleuren.',
  'calendar_events.recurrence_last_weekday':
    'Kies voor “de laatste” een eerste dag in de laatste week van de maand.',
  'calendar_events.recurrence_until_before_start':
    'De herhaling kan niet eindigen vóór de eerste dag, {date}.',
  // </content>
  'auth.failed': 'Deze combinatie van e-mailadres en wachtwoord is niet bij ons bekend.',
  'auth.sso_ticket': 'Deze aanmelding is verlopen of al gebruikt. Meld je opnieuw aan.',
  'two_factor.code_invalid':
    'Deze code klopt niet of is al gebruikt. Vul de code in die je app nu toont.',
  'two_factor.recovery_invalid': 'Deze herstelcode klopt niet of is al gebruikt.',
  'two_factor.challenge_expired': 'Het inloggen duurde te lang. Log opnieuw in met je wachtwoord.',
  'two_factor.code_or_recovery': 'Vul de code van je app of een herstelcode in.',
  'two_factor.not_set_up':
    'Begin opnieuw met het instellen van tweestapsverificatie: scan de nieuwe QR-code.',
  'two_factor.already_on': 'Tweestapsverificatie staat al aan.',
  'two_factor.off': 'Tweestapsverificatie staat niet aan.',
  'two_factor.setup_required':
    'Stel eerst tweestapsverificatie in: je school of bestuur vraagt dat van je.',
  'auth.refresh_invalid': 'Het vernieuwingstoken is ongeldig.',
  'auth.client_invalid': 'De client kon niet worden geverifieerd.',
  'auth.grant_unsupported': 'Dit type autorisatie wordt niet ondersteund.',
  'auth.logged_out': 'Je bent uitgelogd.',
  'passwords.sent':
    'Als er een account met dit e-mailadres bestaat, hebben we een link gemaild om het wachtwoord opnieuw in te stellen.',
  'passwords.reset': 'Je wachtwoord is opnieuw ingesteld.',
  'passwords.token': 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig.',
  'account.email_change_sent':
    'We hebben een link gestuurd naar {email}. Je e-mailadres verandert als je die volgt (binnen een dag).',
  'account.email_changed': 'Je e-mailadres is gewijzigd. Log in met je nieuwe adres.',
  'account.email_token': 'Deze link om een e-mailadres te bevestigen is ongeldig of verlopen.',
  'account.email_same': 'Dit is al je e-mailadres.',
  'mail.email_change.subject': 'Bevestig je nieuwe e-mailadres voor Koers',
  'mail.email_change.greeting': 'Hallo {name},',
  'mail.email_change.intro':
    'Je hebt gevraagd dit adres te gebruiken voor je Koers-account in plaats van {old_email}.',
  'mail.email_change.link': 'Volg deze link om het nieuwe adres te bevestigen:',
  'mail.email_change.action': 'Nieuw adres bevestigen',
  'mail.email_change.validity':
    'De link werkt tot {date}. Log na het bevestigen opnieuw in met dit adres.',
  'mail.email_change.ignore':
    'Heb je hier niet om gevraagd? Negeer deze e-mail: er verandert niets.',
  'mail.email_notice.subject': 'Je e-mailadres in Koers wordt gewijzigd',
  'mail.email_notice.greeting': 'Hallo {name},',
  'mail.email_notice.intro':
    'Iemand die in je Koers-account is ingelogd, heeft gevraagd het e-mailadres te wijzigen in {new_email}. Het verandert pas als de link naar dat adres wordt gevolgd.',
  'mail.email_notice.ignore':
    'Was jij dit niet? Wijzig dan nu je wachtwoord, of vraag de beheerder van je school om hulp.',
  'passwords.updated': 'Je wachtwoord is gewijzigd.',
  'invites.invalid': 'Deze uitnodiging is ongeldig of verlopen.',
  'invites.accepted': 'De uitnodiging is geaccepteerd.',
  'invites.wrong_user':
    'Deze uitnodiging is naar een ander e-mailadres gestuurd. Log uit en log in met het uitgenodigde adres om haar te accepteren.',
  'invites.login_required':
    'Deze uitnodiging is voor een bestaand Koers-account. Log in met het uitgenodigde adres om haar te accepteren.',
  'invites.already_member': 'Deze gebruiker is al lid.',
  'users.self': 'Je kunt jezelf niet verwijderen of een lagere rol geven.',
  'mail.reset.subject': 'Stel je Koers-wachtwoord opnieuw in',
  'mail.reset.text':
    'Hallo {name},\n\nIemand heeft gevraagd om het wachtwoord van je Koers-account opnieuw in te stellen. Volg binnen 60 minuten deze link om een nieuw wachtwoord te kiezen:\n\n{url}\n\nHeb je dit niet gevraagd? Dan kun je deze e-mail negeren.',
  'mail.invite.subject': 'Je bent uitgenodigd voor {context} in Koers',
  'mail.invite.greeting': 'Hallo,',
  'mail.invite.intro': '{inviter} heeft je uitgenodigd voor {context} in Koers, als {role}.',
  'mail.invite.link': 'Volg deze link om de uitnodiging te accepteren:',
  'mail.invite.action': 'Uitnodiging accepteren',
  'mail.invite.validity':
    'De link werkt tot en met {date}. Vraag daarna {inviter} om de uitnodiging opnieuw te sturen.',
  'mail.invite.ignore': 'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
  'invites.email_invalid': '“{email}” is geen geldig e-mailadres.',
  'invites.email_member': '{email} is al lid.',
  'invites.email_invited':
    '{email} is al uitgenodigd. Stuur die uitnodiging liever opnieuw vanuit de lijst.',
  'users.last_admin':
    '{name} is de laatste beheerder van {context}. Maak eerst iemand anders beheerder.',
  'applications.https':
    'Het adres moet beginnen met https://, zodat de applicatie over een beveiligde verbinding opent.',
  'applications.order':
    'De applicaties van deze school zijn intussen gewijzigd. Laad de lijst opnieuw en probeer het nog eens.',
  'manuals.video_url':
    'Geef het adres van een video op YouTube of Vimeo, zoals https://www.youtube.com/watch?v=… of https://vimeo.com/…. Andere sites zijn niet toegestaan.',
  'manuals.order':
    'De handleidingen zijn intussen gewijzigd. Laad de lijst opnieuw en probeer het nog eens.',
  'validation.format_title': 'De titel mag geen regeleinden of onzichtbare stuurtekens bevatten.',
  'validation.format_location':
    'De plaats mag geen regeleinden of onzichtbare stuurtekens bevatten.',
  'validation.format_description': 'De beschrijving mag geen onzichtbare stuurtekens bevatten.',
  'validation.format_authority_number':
    'Het bevoegd-gezagnummer bestaat uit vijf cijfers, zoals 41234.',
  'validation.format_brin_number':
    'Het BRIN-nummer bestaat uit twee cijfers en twee hoofdletters, zoals 12AB.',
  'organisations.authority_number_taken': '{name} heeft al bevoegd-gezagnummer {number}.',
  'audit.export_too_large':
    'Deze export zou {count} regels bevatten; één export bevat er hoogstens {limit}. Maak de filters nauwer (bijvoorbeeld de datums) en probeer het opnieuw.',
  'auth.blocked':
    'Dit account is geblokkeerd. Vraag de beheerder van je school of bestuur als je denkt dat dit niet klopt.',
  'users.last_super_admin':
    '{name} is de laatste superbeheerder. Maak eerst iemand anders superbeheerder.',
  'users.self_super_admin': 'Je kunt je eigen rechten van superbeheerder niet afnemen.',
  'users.self_block': 'Je kunt jezelf niet blokkeren.',
  'users.has_password':
    '{name} heeft al een wachtwoord gekozen. Stuur in plaats daarvan een mail om het wachtwoord opnieuw in te stellen.',
  'mail.account.subject': 'Je Koers-account staat klaar',
  'mail.account.greeting': 'Hallo {name},',
  'mail.account.intro': '{inviter} heeft voor jou een Koers-account gemaakt met dit e-mailadres.',
  'mail.account.link': 'Volg deze link om je wachtwoord te kiezen:',
  'mail.account.action': 'Kies je wachtwoord',
  'mail.account.validity':
    'De link werkt tot en met {date}. Kies daarna op de inlogpagina “Wachtwoord vergeten”.',
  'mail.account.ignore': 'Verwachtte je deze e-mail niet? Dan kun je hem negeren.',
};

/** Field names as a Dutch reader knows them; English uses the field name with spaces. */
const attributesNl: Record<string, string> = {
  start_at: 'startdatum',
  end_at: 'einddatum',
  start_date: 'begindatum',
  end_date: 'einddatum',
  start_time: 'begintijd',
  end_time: 'eindtijd',
  period_id: 'schooljaar',
  carry_documents: 'mee te nemen documenten',
  file: 'bestand',
  file_id: 'bestand',
  icon_file_id: 'pictogram',
  calendar_category_id: 'categorie',
  recurrence: 'herhaling',
  recurrence_until: 'laatste dag van de herhaling',
  contact_category_id: 'categorie',
  color: 'kleur',
  version: 'versie',
  blocks: 'blokken',
  base_version: 'basisversie',
  changes: 'wijzigingen',
  after: 'plaats',
  uid: 'blok',
  since: 'vanaf versie',
  content: 'inhoud',
  description: 'omschrijving',
  location: 'locatie',
  function: 'functie',
  organisation_name: 'organisatie',
  phone: 'telefoonnummer',
  address: 'adres',
  notes: 'notities',
  // </content>
  email: 'e-mailadres',
  emails: 'e-mailadressen',
  url: 'adres',
  password: 'wachtwoord',
  password_confirmation: 'wachtwoordbevestiging',
  current_password: 'huidig wachtwoord',
  first_name: 'voornaam',
  last_name_prefix: 'tussenvoegsel',
  last_name: 'achternaam',
  name: 'naam',
  role_id: 'rol',
  token: 'token',
  locale: 'taal',
  title: 'titel',
  icon: 'pictogram',
  calendar: 'jaarkalender',
  brin_number: 'BRIN-nummer',
  authority_number: 'bevoegd-gezagnummer',
  organisation_id: 'bestuur',
  sort_column: 'sorteerkolom',
  sort_order: 'sorteervolgorde',
};

export const LOCALES = ['en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, nl };

export type MessageVars = Record<string, string | number>;

/** Whether `key` names a message (for keys built from a field's name). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

export function translate(locale: Locale, key: MessageKey, vars: MessageVars = {}): string {
  const template = catalogues[locale][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

export function attributeName(locale: Locale, field: string): string {
  const last = field.split('.').pop() ?? field;
  if (locale === 'nl') return attributesNl[last] ?? last.replace(/_/g, ' ');
  return last.replace(/_/g, ' ');
}

/** Picks nl or en from an Accept-Language header (quality values respected), else the default. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: Locale | null = null;
  let bestQ = -1;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.reduce((acc, p) => {
      const m = /^\s*q=([\d.]+)\s*$/.exec(p);
      return m ? Number(m[1]) : acc;
    }, 1);
    const lang = tag.split('-')[0];
    if ((lang === 'nl' || lang === 'en') && q > bestQ) {
      best = lang;
      bestQ = q;
    }
  }
  return best ?? DEFAULT_LOCALE;
}
