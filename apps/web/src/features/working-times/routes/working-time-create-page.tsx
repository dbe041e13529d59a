import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/back-link.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateWorkingTime } from '../api/use-working-time-mutations.ts';
import { WorkingTimeForm } from '../components/working-time-form.tsx';
import '../i18n.ts';
import { currentMonth } from '../month.ts';
import { usePersonMonth } from '../use-person-month.ts';

/** A sensible start for the form: today 08:00–16:30 with half an hour at noon, or the 1st of a past month. */
function defaultDay(month: string) {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  return month === currentMonth() ? today : `${month}-01`;
}

/** `/workingtimes/create/{id?}`: Kommen/Gehen with breaks for oneself or (managers) someone else. */
export function WorkingTimeCreatePage() {
  return (
    <RequirePermission permission="workingTimes.write">
      <CreateWorkingTime />
    </RequirePermission>
  );
}

function CreateWorkingTime() {
  const { t } = useTranslation('workingTimes');
  const navigate = useNavigate();
  const { profileId, ownProfileId, month } = usePersonMonth();
  const create = useCreateWorkingTime();
  const person = profileId ?? ownProfileId;
  const listPath = profileId === undefined ? '/workingtimes/list' : `/workingtimes/list/${profileId}`;
  const day = defaultDay(month);
  const backToList = (toMonth: string) => void navigate({ to: listPath, search: { monat: toMonth } });
  return (
    <Stack gap="md" maw={760}>
      <BackLink to={listPath}>{t('show.back')}</BackLink>
      <WorkingTimeForm
        title={t('form.createTitle')}
        initial={{
          start: `${day}T08:00`,
          end: `${day}T16:30`,
          breaks: [{ start: `${day}T12:00`, end: `${day}T12:30` }],
          reason: '',
        }}
        correcting={false}
        pending={create.isPending}
        error={create.error}
        onCancel={() => backToList(month)}
        onSubmit={(values) =>
          create.mutate(
            { profile_id: person ?? 0, start: values.start, end: values.end, breaks: values.breaks },
            {
              onSuccess: (saved) => {
                toast.success(t('form.saved'));
                backToList(saved.start.slice(0, 7));
              },
            },
          )
        }
      />
    </Stack>
  );
}
