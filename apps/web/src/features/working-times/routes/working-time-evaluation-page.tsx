import { Alert, Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconDownload, IconList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { downloadEvaluationPdf } from '../api/use-working-time-mutations.ts';
import { useEvaluation } from '../api/use-working-times.ts';
import { EvaluationView } from '../components/evaluation-view.tsx';
import { PersonMonthBar } from '../components/person-month-bar.tsx';
import '../i18n.ts';
import { monthLabel } from '../month.ts';
import { monthSearch, usePersonMonth } from '../use-person-month.ts';

/** `/workingtimes/evaluate/{id}` (id = profile): the month's evaluation with month picker and PDF. */
export function WorkingTimeEvaluationPage() {
  return (
    <RequirePermission permission="workingTimes.read">
      <Evaluation />
    </RequirePermission>
  );
}

function Evaluation() {
  const { t } = useTranslation('workingTimes');
  const { api } = useServices();
  const { profileId, month, canManage, go } = usePersonMonth();
  const person = profileId ?? 0;
  const evaluation = useEvaluation(person, month);
  const mayEditProfile = useSession((s) => s.permissions.includes('profiles.write'));
  const [downloading, setDownloading] = useState(false);
  // Bundesland or weekly hours missing: say so and lead to the profile instead of a bare error.
  const fields = evaluation.error instanceof ApiError ? evaluation.error.fields : {};
  const missingSettings = 'federal_state' in fields || 'weekly_hours' in fields;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEvaluationPdf(api, person, month);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('evaluation.title', { month: monthLabel(month) })}
        description={t('evaluation.intro')}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={`/workingtimes/list/${person}`}
              search={monthSearch(month)}
              leftSection={<IconList size={16} />}
            >
              {t('evaluation.records')}
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              disabled={!evaluation.isSuccess}
              onClick={() => void download()}
            >
              {t('evaluation.pdf')}
            </Button>
          </Group>
        }
      />
      <PersonMonthBar
        profileId={person}
        month={month}
        canChoosePerson={canManage}
        onChange={(nextPerson, nextMonth) => go('evaluate', nextPerson, nextMonth)}
      />
      {evaluation.isError ? (
        missingSettings ? (
          <Alert color="orange" title={t('evaluation.missingSettings')}>
            <Stack gap="xs">
              {evaluation.error.message}
              {mayEditProfile && (
                <Anchor component={Link} to={`/profiles/show/${person}`}>
                  {t('evaluation.editProfile')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        ) : (
          <LoadFailedAlert
            title={t('evaluation.loadFailed')}
            message={evaluation.error.message}
            retryLabel={t('list.retry')}
            onRetry={() => void evaluation.refetch()}
          />
        )
      ) : evaluation.isPending ? (
        <Skeleton h={240} />
      ) : (
        <EvaluationView evaluation={evaluation.data} />
      )}
    </Stack>
  );
}
