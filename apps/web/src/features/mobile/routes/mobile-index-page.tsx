import { Stack } from '@mantine/core';
import { AreaCards } from '../../home/components/area-cards.tsx';
import { Greeting } from '../../home/components/greeting.tsx';

/** The native app's start screen. */
export function MobileIndexPage() {
  return (
    <Stack gap="lg">
      <Greeting />
      <AreaCards />
    </Stack>
  );
}
