import type { Role } from '@koers/contract';
import { ADMIN_RANK, MANAGER_RANK } from '@koers/contract/constants';
import type { SearchComboBoxOption, SelectOption } from '@koers/ui';
import type { IntlShape } from 'react-intl';
import { userMessages as messages } from './messages';

/** "Eva van Dijk". */
export const fullName = (user: {
  first_name: string;
  last_name_prefix: string | null;
  last_name: string;
}) => [user.first_name, user.last_name_prefix, user.last_name].filter(Boolean).join(' ');

/** The roles to choose from, lowest rank first, each with what it allows (SPEC §6). */
export function roleOptions(roles: readonly Role[], intl: IntlShape): SelectOption[] {
  return [...roles]
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((role) => ({
      id: String(role.id),
      label: intl.formatMessage(messages.roleOption, {
        role: role.name,
        ability: intl.formatMessage(
          role.rank >= ADMIN_RANK
            ? messages.abilityAdmin
            : role.rank >= MANAGER_RANK
              ? messages.abilityManage
              : messages.abilityRead,
        ),
      }),
    }));
}

/** The role a new membership starts with: the lowest (a member who reads). */
export const lowestRole = (roles: readonly Role[]) =>
  [...roles].sort((a, b) => a.rank - b.rank || a.id - b.id)[0];

/** A board or school as a search result: `organisation:3`, `school:12`. */
export function contextOption(
  choice: { type: 'organisation' | 'school'; id: number; name: string; board: string | null },
  intl: IntlShape,
): SearchComboBoxOption {
  return {
    id: `${choice.type}:${choice.id}`,
    label: choice.name,
    description:
      choice.type === 'organisation'
        ? intl.formatMessage(messages.kindBoard)
        : choice.board
          ? intl.formatMessage(messages.schoolOfBoard, { board: choice.board })
          : intl.formatMessage(messages.kindSchool),
  };
}
