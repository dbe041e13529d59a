import { Alert, Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { useDocumentValidation } from '../../api/use-document-validation.ts';
import '../../i18n.ts';

const levelColors = { fatal: 'red', warning: 'yellow', information: 'blue' } as const;

/** The e-invoice validation (EN 16931 + XRechnung 3.0): verdict and findings with rule ids. */
export function ValidationReport({ id, version }: { id: number; version: number }) {
  const { t } = useTranslation('documents');
  const report = useDocumentValidation(id, version);
  if (report.isError)
    return (
      <LoadFailedAlert
        title={t('validation.loadError')}
        message={report.error.message}
        retryLabel={t('retry')}
        onRetry={() => void report.refetch()}
      />
    );
  if (!report.data) return <Skeleton h={120} aria-busy="true" />;
  const { valid, format, findings } = report.data;
  return (
    <Stack gap="sm">
      <Alert
        color={valid ? 'green' : 'red'}
        icon={valid ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
        title={t('validation.title')}
      >
        {valid ? t('validation.valid', { format }) : t('validation.invalid', { format })}
      </Alert>
      {findings.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('validation.none')}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={480}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('validation.title')}
        >
          <Table aria-label={t('validation.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('validation.level')}</Table.Th>
                <Table.Th>{t('validation.rule')}</Table.Th>
                <Table.Th>{t('validation.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {findings.map((f, index) => (
                <Table.Tr key={`${f.rule_id}-${index}`}>
                  <Table.Td>
                    <Badge color={levelColors[f.level]} variant="light">
                      {t(`validation.levels.${f.level}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <code>{f.rule_id}</code>
                  </Table.Td>
                  <Table.Td>{f.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
