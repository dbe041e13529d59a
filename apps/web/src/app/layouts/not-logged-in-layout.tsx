import { Outlet } from '@tanstack/react-router';
import { InvitationLinkCard } from '../../features/invitations/components/invitation-link-card.tsx';
import { SignInCard } from '../../ui/sign-in-card.tsx';

/** Sign-in screens: one centred card, nothing of the app behind it (an invitation link on top). */
export function NotLoggedInLayout() {
  return (
    <SignInCard>
      <InvitationLinkCard />
      <Outlet />
    </SignInCard>
  );
}
