import type { Application, ApplicationType } from '@koers/contract';
import { Button, Modal, Select, TextField, useToast } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { schoolApplicationsKey } from '@/lib/api/school-applications';
import { IconField, type IconChoice } from '../global/icon-field';
import '../global/global.css';
import { messages as settingsMessages } from '../messages';
import { createApplication, updateApplication } from './api/applications-api';
import { messages } from './messages';
import { TYPE_NAMES } from './type-names';

const FIELD_IDS = {
  name: 'application-name',
  url: 'application-url',
  type: 'application-type',
  icon_file_id: 'application-icon',
};

/** The Select's key for "no type": in the application chooser. */
const NONE = 'none';

export interface ApplicationDialogProps {
  schoolId: number;
  /** The application to change; without one the dialog adds a new one. */
  application?: Application;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adds an application to the school (`POST …/applications`, at the end of the list) or changes
 * one (`PATCH /api/applications/{id}`): name, https address, where it appears (an icon button of
 * a type, or the chooser) and an icon (JPEG or PNG, uploaded when chosen). The header's buttons
 * and chooser read the same list and follow at once.
 */
export function ApplicationDialog({
  schoolId,
  application,
  isOpen,
  onOpenChange,
}: ApplicationDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [icon, setIcon] = useState<IconChoice>({ kind: 'current' });
  const [name, setName] = useState(application?.name ?? '');

  async function submit(data: FormData) {
    const type = String(data.get('type') ?? NONE);
    const values = {
      name: String(data.get('name') ?? ''),
      url: String(data.get('url') ?? '').trim(),
      type: type === NONE ? null : (type as ApplicationType),
      ...(icon.kind === 'new'
        ? { icon_file_id: icon.file.id }
        : icon.kind === 'none'
          ? { icon_file_id: null }
          : {}),
    };
    const saved = application
      ? await updateApplication(application.id, values)
      : await createApplication(schoolId, values);
    await mutate(schoolApplicationsKey(schoolId));
    toast.add({
      title: intl.formatMessage(application ? messages.saved : messages.added, {
        name: saved.name,
      }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  const typeOptions = [
    ...(Object.keys(TYPE_NAMES) as ApplicationType[]).map((type) => ({
      id: type,
      label: intl.formatMessage(messages.typeOption, {
        type: intl.formatMessage(TYPE_NAMES[type]),
      }),
    })),
    { id: NONE, label: intl.formatMessage(settingsMessages.typeNone) },
  ];

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(application ? messages.editTitle : messages.addTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.name}
        >
          <TextField
            id={FIELD_IDS.name}
            name="name"
            label={intl.formatMessage(messages.name)}
            description={intl.formatMessage(messages.nameHint)}
            defaultValue={application?.name}
            onChange={setName}
            maxLength={100}
            isRequired
            // Opened to name or rename it: start there (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <TextField
            id={FIELD_IDS.url}
            name="url"
            type="url"
            inputMode="url"
            label={intl.formatMessage(messages.url)}
            description={intl.formatMessage(messages.urlHint)}
            defaultValue={application?.url ?? 'https://'}
            maxLength={2000}
            isRequired
          />
          <Select
            id={FIELD_IDS.type}
            name="type"
            label={intl.formatMessage(messages.type)}
            description={intl.formatMessage(messages.typeHint)}
            options={typeOptions}
            defaultSelectedKey={application?.type ?? NONE}
            isRequired
          />
          <IconField
            id={FIELD_IDS.icon_file_id}
            uploadContext={{ type: 'school', id: schoolId }}
            current={application?.icon ?? null}
            contextName={name || intl.formatMessage(messages.name)}
            choice={icon}
            onChoice={setIcon}
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton
              pendingLabel={intl.formatMessage(
                application ? messages.savePending : messages.addPending,
              )}
            >
              {intl.formatMessage(application ? messages.save : messages.add)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
