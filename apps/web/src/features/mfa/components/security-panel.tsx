import { Drawer } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { useRefreshFactorsOnVerify } from '../api/use-factors.ts';
import '../i18n.ts';
import { FactorsOverview } from './factors-overview.tsx';
import { PhoneEnrollment } from './phone-enrollment.tsx';
import { TotpEnrollment } from './totp-enrollment.tsx';

type View = 'overview' | 'totp' | 'phone';

/** "Anmeldung & Sicherheit": the user's second factors, set up and removed here. */
export function SecurityPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('mfa');
  const isPhone = useIsPhoneLayout();
  const [view, setView] = useState<View>('overview');
  const [notice, setNotice] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  useRefreshFactorsOnVerify();

  const finish = (message: string) => {
    setNotice(message);
    setView('overview');
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Both listen on the window: Escape in the remove dialog must not close the panel too.
      closeOnEscape={!dialogOpen}
      position="right"
      size={isPhone ? '100%' : 'md'}
      title={t('panel.title')}
      portalProps={{ target: '#kontor-panels' }}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      // The next opening starts at the overview; an unfinished setup is discarded on unmount.
      onExitTransitionEnd={() => {
        setView('overview');
        setNotice(null);
      }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {view === 'overview' && (
        <FactorsOverview
          onAdd={(kind) => {
            setNotice(null);
            setView(kind);
          }}
          notice={notice}
          onNotice={setNotice}
          onDialogChange={setDialogOpen}
        />
      )}
      {view === 'totp' && (
        <TotpEnrollment
          onDone={(name) => finish(name ? t('totp.doneNamed', { name }) : t('totp.done'))}
          onCancel={() => setView('overview')}
        />
      )}
      {view === 'phone' && (
        <PhoneEnrollment
          onDone={(name) => finish(name ? t('phone.doneNamed', { name }) : t('phone.done'))}
          onCancel={() => setView('overview')}
        />
      )}
    </Drawer>
  );
}
