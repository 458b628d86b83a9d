import type { CalendarCategory } from '@koers/contract';
import { CALENDAR_COLOURS } from '@koers/contract/constants';
import { Button, Modal, SwatchPicker, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { paletteColour, useCalendarColourOptions } from '@/components/calendar-colours';
import { ServerForm, SubmitButton } from '@/components/form';
import {
  createCalendarCategory,
  updateCalendarCategory,
  useRefreshCalendarCategories,
} from './api/calendar-settings-api';
import { messages } from './messages';

const FIELD_IDS = { name: 'calendar-category-name', color: 'calendar-category-colour' };
const NAME_MAX = 100;

export interface CategoryDialogProps {
  schoolId: number;
  /** The category to edit; without one the dialog adds a new category. */
  category?: CalendarCategory;
  /** Colours already taken by other categories: a new category starts on the first free one. */
  usedColours: readonly string[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adds a calendar category (`POST …/calendar-categories`) or renames and recolours one
 * (`PATCH /api/calendar-categories/{id}`). The server refuses an empty or taken name on the name
 * field and a colour outside the palette on the colour field.
 */
export function CategoryDialog({
  schoolId,
  category,
  usedColours,
  isOpen,
  onOpenChange,
}: CategoryDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshCalendarCategories(schoolId);
  const options = useCalendarColourOptions();
  const used = new Set(usedColours.map((c) => c.toLowerCase()));
  // A category from before the palette has no colour in it to start on: the user picks one.
  const initialColour = category
    ? paletteColour(category.color)?.color
    : (CALENDAR_COLOURS.find((c) => !used.has(c.color.toLowerCase())) ?? CALENDAR_COLOURS[0]).color;

  async function submit(data: FormData) {
    const name = String(data.get('name') ?? '');
    const color = String(data.get('color') ?? '');
    const saved = category
      ? await updateCalendarCategory(category.id, { name, color })
      : await createCalendarCategory(schoolId, { name, color });
    await refresh();
    toast.add({
      title: intl.formatMessage(category ? messages.saved : messages.added, { name: saved.name }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(category ? messages.editTitle : messages.addTitle)}
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
            label={intl.formatMessage(messages.name)}
            description={intl.formatMessage(messages.nameHint)}
            id={FIELD_IDS.name}
            name="name"
            defaultValue={category?.name}
            maxLength={NAME_MAX}
            isRequired
            // Opened to name the category: start in it (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <SwatchPicker
            id={FIELD_IDS.color}
            label={intl.formatMessage(messages.colour)}
            description={intl.formatMessage(messages.colourHint)}
            name="color"
            options={options}
            defaultValue={initialColour}
            isRequired
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton
              pendingLabel={intl.formatMessage(
                category ? messages.savePending : messages.addPending,
              )}
            >
              {intl.formatMessage(category ? messages.save : messages.add)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
