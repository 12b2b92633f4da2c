import { useNavigate, useSearchParams } from '@rv/shared-lib/router';
import { authFailureMessage, authStore, dealerRoutes, inspectLinkToken, register, resetPassword, useAuthStore, useResource, type LoggedInUser } from '@rv/shared-lib';
import { AuthCard, authStyles } from '../components/auth-card.component';
import { LinkRequestForm } from '../features/password/components/link-request-form.component';
import { SetPasswordForm } from '../features/password/components/set-password-form.component';
import { requestReset } from '../features/password/password-links';

/** Spec (states and transitions): a reset request success sets passwordReset; failure clears the token and sets passwordResetError. */
async function requestResetLink(username: string): Promise<string> {
  try {
    const message = await requestReset(username);
    authStore.getState().passwordResetRequested(true);
    return message;
  } catch (reason) {
    authStore.getState().passwordResetRequested(false);
    throw reason;
  }
}

function ResetRequest() {
  return <LinkRequestForm intro="Enter your username. We will e-mail you a link to choose a new password." submitLabel="Send reset link" request={requestResetLink} />;
}

/** Step two: check the link is still good (GET /auth/password/token), then take the new password. */
function NewPassword({ token, username, registration }: { token: string; username: string; registration: boolean }) {
  const navigate = useNavigate();
  const link = useResource(`link:${token}`, () => inspectLinkToken(token));
  const done = (user: LoggedInUser) => {
    // Spec (states and transitions): a reset success logs the user in.
    authStore.getState().loginSuccess(user);
    navigate(dealerRoutes.dashboard(), { replace: true });
  };
  if (link.status === 'loading') return <p aria-busy="true">Checking your link…</p>;
  if (link.status === 'error') {
    return (
      <>
        <p className={authStyles.error} role="alert">{authFailureMessage(link.error)} Request a new link below.</p>
        <ResetRequest />
      </>
    );
  }
  return (
    <SetPasswordForm
      username={username}
      submitLabel={registration ? 'Register' : 'Reset password'}
      submit={(form) => (registration ? register(token, form) : resetPassword(token, form))}
      onDone={done}
    />
  );
}

/** `/ignite/sales/login/reset-password`: request a reset link, or set a new password with ?token= (PASSWORDRESET mode). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const resetting = useAuthStore((s) => s.isResettingPassword);
  const registering = useAuthStore((s) => s.registering);
  const username = useAuthStore((s) => s.linkUsername);
  const withLink = Boolean(token && username && (resetting || registering));
  return (
    <AuthCard title="Reset password">
      {withLink ? <NewPassword token={token!} username={username!} registration={registering && !resetting} /> : <ResetRequest />}
    </AuthCard>
  );
}
