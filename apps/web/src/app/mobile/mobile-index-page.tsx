import { Stack } from '@mantine/core';
import { AreaCards } from '../home/area-cards.tsx';
import { Greeting } from '../home/greeting.tsx';

/** The native app's start screen. */
export function MobileIndexPage() {
  return (
    <Stack gap="lg">
      <Greeting />
      <AreaCards />
    </Stack>
  );
}
