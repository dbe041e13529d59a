import { formatEuro, type Dashboard } from '@kontor/contracts';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

type Months = NonNullable<Dashboard['revenue']>['months'];

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 10;
const CURRENT = 'var(--mantine-primary-color-filled)';
const PREVIOUS = 'var(--mantine-color-gray-5)';

/** Net revenue per month, this year beside last year, as plain SVG (no chart library). */
export function RevenueChart({ months, year }: { months: Months; year: number }) {
  const { t } = useTranslation('home');
  const values = months.flatMap((m) => [Number(m.current), Number(m.previous)]);
  const max = Math.max(1, ...values);
  const slot = WIDTH / months.length;
  const bar = (slot - GAP) / 2;
  const heightOf = (value: string) => (Math.max(0, Number(value)) / max) * (HEIGHT - 18);
  const monthName = (m: number) => t(`dashboard.monthShort.${m}`);
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t('dashboard.revenueChart', { year, previous: year - 1 })}
        style={{ display: 'block', maxHeight: 180 }}
      >
        {months.map((m, i) => {
          const x = i * slot + GAP / 2;
          const current = heightOf(m.current);
          const previous = heightOf(m.previous);
          return (
            <g key={m.month}>
              <rect x={x} y={HEIGHT - 16 - previous} width={bar} height={previous} fill={PREVIOUS} rx={2}>
                <title>{`${monthName(m.month)} ${year - 1}: ${formatEuro(m.previous)}`}</title>
              </rect>
              <rect x={x + bar} y={HEIGHT - 16 - current} width={bar} height={current} fill={CURRENT} rx={2}>
                <title>{`${monthName(m.month)} ${year}: ${formatEuro(m.current)}`}</title>
              </rect>
              <text
                x={x + bar}
                y={HEIGHT - 2}
                textAnchor="middle"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {monthName(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt={4}>
        <Legend color={CURRENT} label={String(year)} />
        <Legend color={PREVIOUS} label={String(year - 1)} />
      </Group>
    </Box>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={12} h={12} style={{ background: color, borderRadius: 2 }} aria-hidden />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
