import type { Document } from '@koers/contract';
import { Button, Checkbox, Modal, useToast } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { useUpdateDocumentLists } from '../../api/document-lists';
import { documentKey } from '../../api/get-document';
import { updateTemplate } from '../../api/templates';
import { manageMessages as messages } from './messages';

const FIELD_IDS = { is_template: 'template-is-template', fixed_chapters: 'template-fixed' };

export interface TemplateDialogProps {
  document: Pick<Document, 'id' | 'name' | 'is_template' | 'fixed_chapters' | 'blocks'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A board's document as a template for its schools (`PUT /api/documents/{id}/template`): whether
 * schools can start from it, and which of its chapters (its h1 headings) are fixed board text,
 * read-only in the schools' documents and following the board's changes.
 */
export function TemplateDialog({ document, isOpen, onOpenChange }: TemplateDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const updateLists = useUpdateDocumentLists();
  const [isTemplate, setIsTemplate] = useState(document.is_template);
  const chapters = document.blocks.filter((block) => block.type === 'h1' && block.uid);

  async function submit(data: FormData) {
    const updated = await updateTemplate(document.id, {
      is_template: isTemplate,
      fixed_chapters: isTemplate ? data.getAll('fixed_chapters').map(String) : [],
    });
    await mutate<Document>(
      documentKey(document.id),
      (current) =>
        current
          ? {
              ...current,
              is_template: updated.is_template,
              fixed_chapters: updated.fixed_chapters,
            }
          : updated,
      { revalidate: false },
    );
    await updateLists({ kind: 'saved', document: updated });
    toast.add({ title: intl.formatMessage(messages.templateSaved), variant: 'success' });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.templateTitle, { name: document.name })}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.is_template}
        >
          <Checkbox
            id={FIELD_IDS.is_template}
            isSelected={isTemplate}
            onChange={setIsTemplate}
            // Opened to decide this: start on it (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            {intl.formatMessage(messages.templateIsTemplate)}
          </Checkbox>
          {isTemplate ? (
            <fieldset
              id={FIELD_IDS.fixed_chapters}
              className="koers-app-form__group"
              aria-describedby="template-fixed-hint"
            >
              <legend>{intl.formatMessage(messages.templateFixedLegend)}</legend>
              <p id="template-fixed-hint" className="koers-app-form__hint">
                {intl.formatMessage(
                  chapters.length > 0 ? messages.templateFixedHint : messages.templateNoChapters,
                )}
              </p>
              {chapters.map((chapter) => (
                <Checkbox
                  key={chapter.uid}
                  name="fixed_chapters"
                  value={chapter.uid}
                  defaultSelected={document.fixed_chapters.includes(chapter.uid!)}
                >
                  {String(chapter.content)}
                </Checkbox>
              ))}
            </fieldset>
          ) : null}
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.templatePending)}>
              {intl.formatMessage(messages.templateSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
