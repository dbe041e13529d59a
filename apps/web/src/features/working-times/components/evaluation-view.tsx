import type { WorkingTimeEvaluation } from '@kontor/contracts';
import { Alert, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
          // One block per finding (date and rule above the message), so nothing is cut on a phone.
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="findings">
            {e.findings.map((f, index) => (
              <Box
                component="li"
                key={`${f.date}-${f.rule}-${index}`}
                py="sm"
                style={{
                  borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Group gap="xs" mb={4}>
                  <Text size="sm" fw={600}>
                    {dayLabel(f.date)}
                  </Text>
                  <Badge
                    color="orange"
                    variant="light"
                    tt="none"
                    leftSection={<IconAlertTriangle size={12} />}
                  >
                    {t(`rules.${f.rule}`)}
                  </Badge>
                </Group>
                <Text size="sm">{f.message}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('evaluation.holidaysAttribution')}
      </Text>
    </Stack>
  );
}
