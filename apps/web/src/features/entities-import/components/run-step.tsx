import type { ImportPreview, ImportResult } from '@kontor/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import '../i18n.ts';

interface Props {
  preview: ImportPreview;
  running: boolean;
  result: ImportResult | null;
  error: string | null;
  onRun: () => void;
  onShowList: () => void;
  onRestart: () => void;
}

/** Step 4: what will happen, the button (blocked while rows have errors), then the result. */
export function RunStep({ preview, running, result, error, onRun, onShowList, onRestart }: Props) {
  const { t } = useTranslation('entitiesImport');
  const { totals } = preview;
  if (result)
    return (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconCheck size={18} />}
          title={t('run.done')}
          role="status"
        >
          {t('run.doneText', result)}
        </Alert>
        <Group>
          <Button onClick={onShowList}>{t('run.toList')}</Button>
          <Button variant="default" onClick={onRestart}>
            {t('run.again')}
          </Button>
        </Group>
      </Stack>
    );
  const blocked = totals.error > 0;
  const nothingToDo = totals.new + totals.update === 0;
  return (
    <Stack gap="md">
      <Text fw={600}>{t('run.summary', totals)}</Text>
      {blocked ? (
        <Alert color="red" variant="light" role="alert">
          {t('run.blocked')}
        </Alert>
      ) : nothingToDo ? (
        <Alert color="gray" variant="light" role="status">
          {t('run.nothingToDo')}
        </Alert>
      ) : (
        <Text c="dimmed" size="sm">
          {t('run.allOrNothing')}
        </Text>
      )}
      <ErrorAlert message={error} />
      {running && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('run.running')}</Text>
        </Group>
      )}
      <Group>
        <Button
          size="md"
          leftSection={<IconFileImport size={18} />}
          onClick={onRun}
          loading={running}
          disabled={blocked || nothingToDo}
        >
          {t('run.start')}
        </Button>
      </Group>
    </Stack>
  );
}
