import { useMediaQuery } from '@mantine/hooks';

/** Below the tablet class (768 px) the app switches to mobile mode (SPEC §2 page shell). */
export const useIsPhoneLayout = () =>
  useMediaQuery('(max-width: 767.98px)', false, { getInitialValueInEffect: false });
