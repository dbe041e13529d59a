import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MfaGate } from '../features/mfa/components/mfa-gate.tsx';
import { SecurityPanelHost } from '../features/mfa/components/security-panel-host.tsx';
import { isPhone } from '../lib/platform.ts';
import { useViewport } from '../lib/viewport/viewport-store.ts';
import { ToastArea } from '../ui/toast/toast-area.tsx';
import { useIsPhoneLayout } from '../lib/viewport/use-phone-layout.ts';

/** The native app on a phone uses the mobile layout at any width (SPEC §2, §9). */
function useIsNativePhone() {
  const [nativePhone, setNativePhone] = useState(false);
  useEffect(() => {
    void isPhone().then(setNativePhone, () => undefined);
  }, []);
  return nativePhone;
}

/**
 * SPEC §2 page shell: the page area, the toast area and the containers for modals and slide-over
 * panels. On a phone the toasts keep a bottom margin above the bottom navigation.
 */
export function PageShell() {
  // Subscribing keeps the viewport class and its cookie current for the whole app.
  useViewport();
  const narrow = useIsPhoneLayout();
  const nativePhone = useIsNativePhone();
  return (
    <>
      <Box id="kontor-page">
        <MfaGate>
          <Outlet />
        </MfaGate>
      </Box>
      <div id="kontor-modals" />
      <div id="kontor-panels" />
      <ToastArea aboveBottomBar={narrow || nativePhone} />
      <SecurityPanelHost />
    </>
  );
}
