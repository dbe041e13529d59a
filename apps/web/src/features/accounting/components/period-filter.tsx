import type { AccountingPeriod } from '@kontor/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field.tsx';
import '../i18n.ts';
import { periodPresets } from './period.ts';

interface Props {
  period: AccountingPeriod;
  onChange: (period: AccountingPeriod) => void;
}

/** From/to fields and the quick choices; a reversed or empty period is not passed on. */
export function PeriodFilter({ period, onChange }: Props) {
  const { t } = useTranslation('accounting');
  const presets = periodPresets();
  const set = (next: Partial<AccountingPeriod>) => {
    const merged = { ...period, ...next };
    if (merged.from <= merged.to) onChange(merged);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateField
        label={t('from')}
        value={period.from}
        onChange={(from) => from && set({ from })}
        clearable={false}
        w={150}
      />
      <DateField
        label={t('to')}
        value={period.to}
        onChange={(to) => to && set({ to })}
        clearable={false}
        w={150}
      />
      <Group gap={4}>
        {(['month', 'lastMonth', 'year'] as const).map((key) => (
          <Button key={key} variant="subtle" size="xs" onClick={() => onChange(presets[key])}>
            {t(`presets.${key}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
