import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useEmailAccount } from '../api/use-email-account.ts';
import { EmailAccountForm } from '../components/email-account-form.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

type Mode = 'create' | 'edit' | 'show';

function Header({ title }: { title: string }) {
  const { t } = useTranslation('emailAccounts');
  return (
    <Stack gap={4}>
      <BackLink to="/settings/emailaccounts">{t('list.title')}</BackLink>
      <Title order={1}>{title}</Title>
    </Stack>
  );
}

function ExistingAccount({ mode, id }: { mode: Exclude<Mode, 'create'>; id: number }) {
  const { t } = useTranslation('emailAccounts');
  const navigate = useNavigate();
  const account = useEmailAccount(id);
  const canWrite = useSession((s) => s.permissions.includes('settings.write')) && mode === 'edit';
  if (account.isPending) {
    return (
      <Group justify="center" py="xl">
        <BusyIndicator label={t('loading', { ns: 'common' })} />
      </Group>
    );
  }
  if (account.isError) {
    const missing = account.error instanceof ApiError && account.error.status === 404;
    return (
      <Stack gap="lg" maw={900}>
        <Header title={t('editor.showTitle')} />
        <Alert color={missing ? 'orange' : 'red'} role="alert">
          <Stack gap="xs" align="flex-start">
            {missing ? t('editor.notFound') : account.error.message}
            <Anchor component={Link} to="/settings/emailaccounts" size="sm">
              {t('editor.toList')}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={900}>
      <Header title={canWrite ? t('editor.editTitle') : account.data.name} />
      <EmailAccountForm
        key={account.data.id}
        account={account.data}
        canWrite={canWrite}
        onSaved={() => undefined}
        onCancel={() => void navigate({ to: '/settings/emailaccounts' })}
      />
    </Stack>
  );
}

/**
 * /settings/emailaccounts/{mode}/{id?}: create, edit (with "Verbindung testen") or show an SMTP
 * account. The route has already turned unknown modes and ids into a 404.
 */
export function EmailAccountEditorPage() {
  const { t } = useTranslation('emailAccounts');
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { mode?: string; id?: string };
  const mode = params.mode as Mode;
  const id = params.id === undefined ? undefined : Number(params.id);
  return (
    <RequirePermission permission={mode === 'show' ? 'settings.read' : 'settings.write'}>
      {mode === 'create' || id === undefined ? (
        <Stack gap="lg" maw={900}>
          <Header title={t('editor.createTitle')} />
          <EmailAccountForm
            canWrite
            // Straight to the edit page: there the connection can be tested with the saved settings.
            onSaved={(saved) =>
              void navigate({
                to: `/settings/emailaccounts/edit/${saved.id}`,
                replace: true,
                ignoreBlocker: true,
              })
            }
            onCancel={() => void navigate({ to: '/settings/emailaccounts' })}
          />
        </Stack>
      ) : (
        <ExistingAccount key={id} mode={mode} id={id} />
      )}
    </RequirePermission>
  );
}
