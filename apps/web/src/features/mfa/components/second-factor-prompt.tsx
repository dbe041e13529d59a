import type { Factor } from '@kontor/contracts';
import { Button, Group, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SignInCard } from '../../../ui/sign-in-card.tsx';
import { useCodeVerification } from '../api/use-code-verification.ts';
import { useFactors } from '../api/use-factors.ts';
import '../i18n.ts';
import { CodeForm } from './code-form.tsx';
import { factorName } from './factor-name.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function FactorChoice({
  factors,
  value,
  onChange,
}: {
  factors: Factor[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('mfa');
  return (
    <Radio.Group label={t('gate.choose')} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {factors.map((factor) => (
          <Radio
            key={factor.id}
            value={factor.id}
            label={factorName(factor, t)}
            description={factor.factor_type === 'phone' ? factor.phone : t('factor.totp')}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** "Bestätigung erforderlich": the code of a verified factor lifts the session to aal2. */
export function SecondFactorPrompt() {
  const { t } = useTranslation('mfa');
  const session = useSessionStore();
  const { data, isPending, isError, error: loadError, refetch } = useFactors();
  const verified = useMemo(() => (data?.all ?? []).filter((f) => f.status === 'verified'), [data]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const factor = verified.find((f) => f.id === chosenId) ?? verified[0] ?? null;
  const verification = useCodeVerification(factor);

  // The last factor was removed in another session: the levels the app holds are out of date.
  useEffect(() => {
    if (data && verified.length === 0) void session.loadUser();
  }, [data, verified.length, session]);

  const logout = (
    <Button variant="default" onClick={() => void session.logout()}>
      {t('gate.logout')}
    </Button>
  );
  const isPhone = factor?.factor_type === 'phone';

  return (
    <SignInCard>
      <Stack gap="sm">
        <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
          <IconShieldLock size={24} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('gate.title')}
        </Title>
      </Stack>
      <Text>{t('gate.intro')}</Text>
      {isPending ? (
        <Group justify="center">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : isError || !factor ? (
        <Stack gap="md">
          <ErrorAlert message={isError ? loadError.message : null} />
          <Group justify="flex-end">
            {logout}
            {isError && <Button onClick={() => void refetch()}>{t('panel.retry')}</Button>}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {verified.length > 1 && (
            <FactorChoice
              factors={verified}
              value={factor.id}
              onChange={(id) => {
                setChosenId(id);
                verification.reset();
              }}
            />
          )}
          <Text size="sm">
            {!isPhone
              ? factor.friendly_name
                ? t('gate.totpNamed', { name: factor.friendly_name })
                : t('gate.totp')
              : verification.codeSent
                ? t('phone.sent', { phone: factor.phone })
                : t('gate.phone', { phone: factor.phone })}
          </Text>
          {isPhone && (
            <Stack gap="xs">
              <Button
                variant={verification.codeSent ? 'default' : 'filled'}
                onClick={() => void verification.sendCode()}
                loading={verification.busy && !verification.codeSent}
                disabled={verification.busy}
              >
                {verification.codeSent ? t('phone.resend') : t('phone.send')}
              </Button>
            </Stack>
          )}
          {isPhone && !verification.codeSent ? (
            <>
              <ErrorAlert message={verification.error?.message} />
              <Group justify="flex-end">{logout}</Group>
            </>
          ) : (
            <CodeForm
              key={factor.id}
              onVerify={verification.verify}
              busy={verification.busy}
              error={verification.error}
              autoFocus
              actions={logout}
            />
          )}
        </Stack>
      )}
    </SignInCard>
  );
}
