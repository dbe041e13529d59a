import type { WorkingTimeEvaluation } from '@kontor/contracts';
import { Alert, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { dayLabel, hoursAndMinutes } from '../month.ts';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Paper>
  );
}

/** The month's figures and the ArbZG findings, each with date, rule and the package's message. */
export function EvaluationView({ evaluation: e }: { evaluation: WorkingTimeEvaluation }) {
  const { t } = useTranslation('workingTimes');
  const days = (value: number) => t('evaluation.days', { value: value.toLocaleString('de-DE') });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Figure label={t('evaluation.target')} value={hoursAndMinutes(e.target_minutes)} />
        <Figure label={t('evaluation.actual')} value={hoursAndMinutes(e.actual_minutes)} />
        <Figure label={t('evaluation.carried')} value={hoursAndMinutes(e.carried_balance_minutes)} />
        <Figure label={t('evaluation.balance')} value={hoursAndMinutes(e.balance_minutes)} strong />
        <Figure label={t('evaluation.vacationTaken')} value={days(e.vacation_days_taken)} />
        <Figure label={t('evaluation.vacationLeft')} value={days(e.vacation_days_left)} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('evaluation.findings')}
        </Title>
        {e.findings.length === 0 ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />}>
            {t('evaluation.noFindings')}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" data-testid="findings">
              <Table.Tbody>
                {e.findings.map((f, index) => (
                  <Table.Tr key={`${f.date}-${f.rule}-${index}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <Stack gap={4}>
                        <Text size="sm" fw={600}>
                          {dayLabel(f.date)}
                        </Text>
                        <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
                          {t(`rules.${f.rule}`)}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{f.message}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('evaluation.holidaysAttribution')}
      </Text>
    </Stack>
  );
}
