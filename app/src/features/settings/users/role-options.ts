import type { Role } from '@koers/contract';
import { ADMIN_RANK, MANAGER_RANK } from '@koers/contract/constants';
import type { SelectOption } from '@koers/ui';
import type { IntlShape } from 'react-intl';
import { messages } from './messages';

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

/** "Eva van Dijk". */
export const memberName = (user: {
  first_name: string;
  last_name_prefix: string | null;
  last_name: string;
}) => [user.first_name, user.last_name_prefix, user.last_name].filter(Boolean).join(' ');
