import { formatEuro, type Dashboard } from '@kontor/contracts';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { RevenueChart } from './revenue-chart.tsx';

type Revenue = NonNullable<Dashboard['revenue']>;

/** "+12 %" against last year's figure; nothing when last year had none. */
function changeOf(current: string, previous: string): string | null {
  // A rounded percentage for reading, not an amount: a float is fine here.
  const before = Number(previous);
  if (!(before > 0)) return null;
  const percent = Math.round(((Number(current) - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)} %`;
}

function Comparison({
  label,
  figures,
  previousLabel,
}: {
  label: string;
  figures: Revenue['month'];
  previousLabel: string;
}) {
  const { t } = useTranslation('home');
  const change = changeOf(figures.current, figures.previous);
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} style={{ whiteSpace: 'nowrap' }}>
        {formatEuro(figures.current)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('dashboard.previousPeriod', { period: previousLabel, amount: formatEuro(figures.previous) })}
        {change && ` (${change})`}
      </Text>
    </Stack>
  );
}

/** Net revenue this month and this year against the same period last year, with the months as bars. */
export function RevenueCard({ revenue, today }: { revenue: Revenue; today: string }) {
  const { t } = useTranslation('home');
  const year = Number(today.slice(0, 4));
  const title = t('dashboard.revenue');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" aria-hidden>
            <IconChartBar size={18} />
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.net')}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="md">
          <Comparison
            label={t('dashboard.thisMonth')}
            figures={revenue.month}
            previousLabel={String(year - 1)}
          />
          <Comparison
            label={t('dashboard.thisYear', { year })}
            figures={revenue.year}
            previousLabel={String(year - 1)}
          />
        </SimpleGrid>
        <RevenueChart months={revenue.months} year={year} />
      </Stack>
    </Card>
  );
}
