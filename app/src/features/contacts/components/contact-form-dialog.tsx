import type { Contact, CreateContactBody } from '@koers/contract';
import { Button, Modal, Select, TextAreaField, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { useContactCategories } from '@/lib/api/contact-categories';
import { useSession } from '@/lib/session/use-session';
import { createContact, updateContact, useRefreshContacts } from '../api/contact-writes';
import { editMessages as messages } from '../edit-messages';

/** The API's field names and the ids of their inputs (the error summary links to them). */
const FIELD_IDS = {
  name: 'contact-name',
  function: 'contact-function',
  organisation_name: 'contact-organisation',
  contact_category_id: 'contact-category',
  phone: 'contact-phone',
  email: 'contact-email',
  website: 'contact-website',
  address: 'contact-address',
  notes: 'contact-notes',
} as const;

/** The Select's key for "no category". */
const NO_CATEGORY = 'none';

/**
 * A web address as people type it ("www.ggd.nl"), made one the server takes: https:// in front
 * when there is no scheme. Anything else goes as typed, for the server to judge.
 */
export function withScheme(website: string): string {
  if (website === '' || /^[a-z][a-z0-9+.-]*:/i.test(website)) return website;
  return /^[^\s/]+\.[^\s/]+/.test(website) ? `https://${website}` : website;
}

/** The form's fields as the API's body: trimmed, empty ones as null. */
function contactBody(data: FormData): CreateContactBody {
  const text = (field: string) => {
    const value = String(data.get(field) ?? '').trim();
    return value === '' ? null : value;
  };
  const category = String(data.get('contact_category_id') ?? '');
  return {
    name: String(data.get('name') ?? '').trim(),
    function: text('function'),
    organisation_name: text('organisation_name'),
    contact_category_id: /^\d+$/.test(category) ? Number(category) : null,
    phone: text('phone'),
    email: text('email'),
    website: withScheme(text('website') ?? '') || null,
    address: text('address'),
    notes: text('notes'),
  };
}

export interface ContactFormDialogProps {
  /** The contact to change; without one the dialog adds a contact. */
  contact?: Contact;
  /** The category a new contact starts in (the one the list is filtered on). */
  defaultCategoryId?: number | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adds a contact to the social map of the current context (`POST …/contacts`) or changes one
 * (`PATCH /api/contacts/{id}`). The server checks the e-mail address, phone number and website and
 * says what is wrong on the field; the list shows the result without losing its page.
 */
export function ContactFormDialog({
  contact,
  defaultCategoryId = null,
  isOpen,
  onOpenChange,
}: ContactFormDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(contact ? messages.editTitle : messages.addTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ContactForm
          contact={contact}
          defaultCategoryId={defaultCategoryId}
          close={close}
          onSaved={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function ContactForm({
  contact,
  defaultCategoryId,
  close,
  onSaved,
}: {
  contact?: Contact;
  defaultCategoryId: number | null;
  close: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const { context } = useSession();
  const categories = useContactCategories(context);
  const refresh = useRefreshContacts(context);
  const toast = useToast();

  async function submit(data: FormData) {
    if (!context) return;
    const body = contactBody(data);
    const saved = contact
      ? await updateContact(contact.id, body)
      : await createContact(context, body);
    await refresh();
    toast.add({
      title: intl.formatMessage(contact ? messages.saved : messages.added, { name: saved.name }),
      variant: 'success',
    });
    onSaved();
  }

  const categoryId = contact ? contact.contact_category_id : defaultCategoryId;
  const categoryOptions = [
    { id: NO_CATEGORY, label: intl.formatMessage(messages.noCategory) },
    ...(categories.data ?? []).map((c) => ({ id: String(c.id), label: c.name })),
  ];

  return (
    <ServerForm
      className="koers-app-form koers-contacts__form"
      submit={submit}
      fieldIds={FIELD_IDS}
      firstFieldId={FIELD_IDS.name}
    >
      <TextField
        label={intl.formatMessage(messages.fieldName)}
        description={intl.formatMessage(messages.fieldNameHint)}
        id={FIELD_IDS.name}
        name="name"
        defaultValue={contact?.name}
        maxLength={255}
        isRequired
        // Opened to fill in a contact: start in its first field (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div className="koers-contacts__form-pair">
        <TextField
          label={intl.formatMessage(messages.fieldFunction)}
          id={FIELD_IDS.function}
          name="function"
          defaultValue={contact?.function ?? undefined}
          maxLength={255}
        />
        <TextField
          label={intl.formatMessage(messages.fieldOrganisation)}
          id={FIELD_IDS.organisation_name}
          name="organisation_name"
          defaultValue={contact?.organisation_name ?? undefined}
          maxLength={255}
          autoComplete="organization"
        />
      </div>
      <Select
        label={intl.formatMessage(messages.fieldCategory)}
        id={FIELD_IDS.contact_category_id}
        name="contact_category_id"
        options={categoryOptions}
        // Until the categories are in, the contact's own is not among the options yet.
        isDisabled={categories.data === undefined && categories.error === undefined}
        key={categories.data ? 'loaded' : 'loading'}
        defaultSelectedKey={categoryId === null ? NO_CATEGORY : String(categoryId)}
      />
      <div className="koers-contacts__form-pair">
        <TextField
          label={intl.formatMessage(messages.fieldPhone)}
          description={intl.formatMessage(messages.fieldPhoneHint)}
          id={FIELD_IDS.phone}
          name="phone"
          type="tel"
          defaultValue={contact?.phone ?? undefined}
          maxLength={50}
        />
        <TextField
          label={intl.formatMessage(messages.fieldEmail)}
          id={FIELD_IDS.email}
          name="email"
          type="email"
          defaultValue={contact?.email ?? undefined}
          maxLength={255}
        />
      </div>
      <TextField
        label={intl.formatMessage(messages.fieldWebsite)}
        description={intl.formatMessage(messages.fieldWebsiteHint)}
        id={FIELD_IDS.website}
        name="website"
        // A plain text field: "www.ggd.nl" is a fine answer here (https:// is added).
        inputMode="url"
        defaultValue={contact?.website ?? undefined}
        maxLength={2000}
      />
      <TextAreaField
        label={intl.formatMessage(messages.fieldAddress)}
        id={FIELD_IDS.address}
        name="address"
        rows={3}
        defaultValue={contact?.address ?? undefined}
        maxLength={500}
      />
      <TextAreaField
        label={intl.formatMessage(messages.fieldNotes)}
        description={intl.formatMessage(messages.fieldNotesHint)}
        id={FIELD_IDS.notes}
        name="notes"
        rows={4}
        defaultValue={contact?.notes ?? undefined}
        maxLength={5000}
      />
      <div className="koers-app-form__actions">
        <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
        <SubmitButton
          pendingLabel={intl.formatMessage(contact ? messages.savePending : messages.addPending)}
        >
          {intl.formatMessage(contact ? messages.save : messages.add)}
        </SubmitButton>
      </div>
    </ServerForm>
  );
}
