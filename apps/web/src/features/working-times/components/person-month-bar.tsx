import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../../../lib/queries/use-profile-options.ts';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import '../i18n.ts';
import { addMonths, monthLabel } from '../month.ts';

interface PersonMonthBarProps {
  profileId: number | undefined;
  month: string;
  /** With `workingTimes.manage`: anyone of the tenant can be chosen. */
  canChoosePerson: boolean;
  onChange: (profileId: number | undefined, month: string) => void;
}

/** Whose month is shown: a person picker (managers) and the month with previous/next. */
export function PersonMonthBar({ profileId, month, canChoosePerson, onChange }: PersonMonthBarProps) {
  const { t } = useTranslation('workingTimes');
  const people = useProfileOptions();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {canChoosePerson ? (
        <KontorSelect
          label={t('person')}
          w={{ base: '100%', sm: 280 }}
          data={(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={profileId === undefined ? null : String(profileId)}
          onChange={(value) => onChange(value ? Number(value) : undefined, month)}
        />
      ) : (
        <span />
      )}
      <Group gap="xs" wrap="nowrap" aria-live="polite">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('month.previous')}
          onClick={() => onChange(profileId, addMonths(month, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} miw={130} ta="center" data-testid="month-label">
          {monthLabel(month)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('month.next')}
          onClick={() => onChange(profileId, addMonths(month, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
