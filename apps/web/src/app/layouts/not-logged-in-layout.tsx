import { Outlet } from '@tanstack/react-router';
import { SignInCard } from '../../ui/sign-in-card.tsx';

/** Sign-in screens: one centred card, nothing of the app behind it. */
export function NotLoggedInLayout() {
  return (
    <SignInCard>
      <Outlet />
    </SignInCard>
  );
}
