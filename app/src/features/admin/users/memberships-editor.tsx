import type { AdminUserDetail, Role } from '@koers/contract';
import { Button, SearchComboBox, Select, useToast, type SearchComboBoxOption } from '@koers/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { replaceMemberships, searchContexts } from './api/users-api';
import { NameList } from '../components/name-list';
import { ConfirmDialog } from '@/components/confirm';
import { userMessages as messages } from './messages';
import { contextOption, fullName, lowestRole, roleOptions } from './user-format';

const ADD_ID = 'user-membership-add';
const ADD_ROLE_ID = 'user-membership-add-role';
const FIELD_IDS = { organisations: ADD_ID, schools: ADD_ID };

/** One row of the editor: a board or a school, with the role in it. */
interface Row {
  type: 'organisation' | 'school';
  id: number;
  name: string;
  /** "Board", or "School of Stichting …": what the row is. */
  description: string;
  role_id: number;
}

const rowKey = (row: Pick<Row, 'type' | 'id'>) => `${row.type}:${row.id}`;

/** The rows of a user as the server has them: boards first, then schools. */
function rowsOf(user: AdminUserDetail, intl: ReturnType<typeof useIntl>): Row[] {
  return [
    ...user.organisations.map((o) => ({
      type: 'organisation' as const,
      id: o.id,
      name: o.name,
      description: intl.formatMessage(messages.kindBoard),
      role_id: o.role_id,
    })),
    ...user.schools.map((s) => ({
      type: 'school' as const,
      id: s.id,
      name: s.name,
      description: intl.formatMessage(messages.kindSchool),
      role_id: s.role_id,
    })),
  ];
}

/** What is saved: the memberships with their roles, in a fixed order. */
const signature = (rows: Array<Pick<Row, 'type' | 'id' | 'role_id'>>) =>
  rows
    .map((row) => `${rowKey(row)}=${row.role_id}`)
    .sort()
    .join(',');

export interface MembershipsEditorProps {
  user: AdminUserDetail;
  roles: readonly Role[];
  /** After a save, with the user as the server has them now. */
  onSaved: (user: AdminUserDetail) => void;
}

/**
 * Every board and school the user belongs to, with the role in each, changed in one place and
 * saved at once (`PUT /api/admin/users/{id}/memberships`): add one found by name (the search asks
 * the server, so it never lists every school), change a role, remove one; "Undo changes" goes
 * back to what is saved.
 */
export function MembershipsEditor({ user, roles, onSaved }: MembershipsEditorProps) {
  const intl = useIntl();
  const toast = useToast();
  const saved = rowsOf(user, intl);
  const savedSignature = signature(saved);
  const [rows, setRows] = useState<Row[]>(saved);
  // Saved anew (here or elsewhere): the editor starts from what the server has now.
  const [base, setBase] = useState(savedSignature);
  if (base !== savedSignature) {
    setBase(savedSignature);
    setRows(saved);
  }
  const dirty = signature(rows) !== savedSignature;
  const options = roleOptions(roles, intl);
  const firstRole = lowestRole(roles);

  const [adding, setAdding] = useState<SearchComboBoxOption | null>(null);
  const [addRole, setAddRole] = useState<string>(firstRole ? String(firstRole.id) : '');
  const addField = useRef<HTMLDivElement>(null);

  const present = new Set(rows.map(rowKey));
  const presentKey = [...present].sort().join(',');
  const search = useCallback(
    async (query: string) =>
      (await searchContexts(query))
        .filter((choice) => !presentKey.split(',').includes(rowKey(choice)))
        .map((choice) => contextOption(choice, intl)),
    [intl, presentKey],
  );

  function add() {
    if (!adding) {
      addField.current?.querySelector('input')?.focus();
      return;
    }
    const [type, id] = String(adding.id).split(':');
    const row: Row = {
      type: type === 'organisation' ? 'organisation' : 'school',
      id: Number(id),
      name: adding.label,
      description: adding.description ?? '',
      role_id: Number(addRole),
    };
    if (!present.has(rowKey(row))) setRows([...rows, row]);
    // The Add button keeps the focus: focusing the search again would open its list at once.
    setAdding(null);
  }

  function remove(row: Row) {
    const index = rows.findIndex((other) => rowKey(other) === rowKey(row));
    setRows(rows.filter((other) => rowKey(other) !== rowKey(row)));
    // The row and its button go: the focus goes to the row that takes its place.
    setFocusRow(index);
  }
  const list = useRef<HTMLUListElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    setFocusRow(null);
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [];
    const next = buttons[Math.min(focusRow, buttons.length - 1)];
    if (next) next.focus();
    else form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [focusRow]);

  // Memberships that a save takes away: the save asks first, naming them.
  const savedKeys = new Set(rows.map(rowKey));
  const removed = saved.filter((row) => !savedKeys.has(rowKey(row)));
  const [confirming, setConfirming] = useState(false);

  async function submit() {
    if (removed.length > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    await save();
  }

  async function save() {
    const pick = (type: Row['type']) =>
      rows.filter((row) => row.type === type).map(({ id, role_id }) => ({ id, role_id }));
    const next = await replaceMemberships(user.id, {
      organisations: pick('organisation'),
      schools: pick('school'),
    });
    toast.add({
      title: intl.formatMessage(messages.membershipsSaved, { name: fullName(next) }),
      variant: 'success',
    });
    onSaved(next);
  }

  return (
    <>
      <p className="koers-admin-users__text">{intl.formatMessage(messages.membershipsIntro)}</p>
      <div className="koers-admin-users__add">
        <SearchComboBox
          ref={addField}
          id={ADD_ID}
          className="koers-admin-users__add-field"
          label={intl.formatMessage(messages.membership)}
          description={intl.formatMessage(messages.addHint)}
          onSearch={search}
          selected={adding}
          onSelectedChange={setAdding}
          labels={{
            searching: intl.formatMessage(messages.searching),
            failed: intl.formatMessage(messages.searchFailed),
            none: intl.formatMessage(messages.noMatches),
          }}
        />
        <Select
          id={ADD_ROLE_ID}
          label={intl.formatMessage(messages.role)}
          options={options}
          selectedKey={addRole}
          onSelectionChange={(key) => key !== null && setAddRole(String(key))}
        />
        <Button onPress={add}>{intl.formatMessage(messages.addMembership)}</Button>
      </div>
      <ServerForm
        className="koers-app-form"
        submit={submit}
        fieldIds={FIELD_IDS}
        firstFieldId={ADD_ID}
      >
        {rows.length ? (
          <ul
            ref={list}
            className="koers-admin-users__memberships"
            aria-label={intl.formatMessage(messages.membershipsListLabel)}
          >
            {rows.map((row) => (
              <li key={rowKey(row)} className="koers-admin-users__membership">
                <div>
                  <span className="koers-admin-users__membership-name">{row.name}</span>
                  <span className="koers-admin-users__muted">{row.description}</span>
                </div>
                <Select
                  label={intl.formatMessage(messages.roleIn, { name: row.name })}
                  options={options}
                  selectedKey={String(row.role_id)}
                  onSelectionChange={(key) =>
                    key !== null &&
                    setRows(
                      rows.map((other) =>
                        rowKey(other) === rowKey(row) ? { ...other, role_id: Number(key) } : other,
                      ),
                    )
                  }
                />
                <Button
                  size="sm"
                  data-remove
                  aria-label={intl.formatMessage(messages.removeMembership, { name: row.name })}
                  onPress={() => remove(row)}
                >
                  {intl.formatMessage(messages.removeMembershipShort)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="koers-admin-users__text">{intl.formatMessage(messages.membershipsEmpty)}</p>
        )}
        {/* Always there, so a screen reader hears it when changes appear. */}
        <p className="koers-admin-users__text" role="status">
          {dirty ? intl.formatMessage(messages.unsaved) : null}
        </p>
        <div className="koers-app-form__actions" ref={form}>
          <Button isDisabled={!dirty} onPress={() => setRows(saved)}>
            {intl.formatMessage(messages.undoMemberships)}
          </Button>
          <SubmitButton pendingLabel={intl.formatMessage(messages.savePending)}>
            {intl.formatMessage(messages.saveMemberships)}
          </SubmitButton>
        </div>
      </ServerForm>
      {confirming ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(false)}
          title={intl.formatMessage(messages.saveMembershipsTitle)}
          question={intl.formatMessage(messages.saveMembershipsQuestion, {
            name: fullName(user),
            email: user.email,
          })}
          submitLabel={intl.formatMessage(messages.saveMemberships)}
          pendingLabel={intl.formatMessage(messages.savePending)}
          onConfirm={save}
        >
          <p className="koers-admin-users__text">
            {intl.formatMessage(messages.removeMemberships, { count: removed.length })}
          </p>
          <NameList
            sample={{ rows: removed, total: removed.length }}
            name={(row) => `${row.name} (${row.description})`}
            label={intl.formatMessage(messages.removedMembershipsLabel)}
            andMore={() => null}
          />
          <p className="koers-admin-users__text">
            {intl.formatMessage(messages.saveMembershipsEffect)}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
