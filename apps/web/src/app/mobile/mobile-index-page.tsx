import { Stack } from '@mantine/core';
import { ReceiptCapture } from '../../features/incoming-invoices/components/receipt-capture.tsx';
import { TimerCard } from '../../features/times/components/timer-card.tsx';
import { ClockCard } from '../../features/working-times/components/clock-card.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import { AreaCards } from '../home/area-cards.tsx';
import { Greeting } from '../home/greeting.tsx';

/** The native app's start screen: Kommen/Gehen, the timer and "Beleg fotografieren" first, then the areas. */
export function MobileIndexPage() {
  const permissions = useSession((s) => s.permissions);
  return (
    <Stack gap="lg">
      <Greeting />
      {permissions.includes('workingTimes.write') && <ClockCard source="phone" />}
      {permissions.includes('times.write') && <TimerCard />}
      {permissions.includes('incomingInvoices.write') && <ReceiptCapture />}
      <AreaCards />
    </Stack>
  );
}
