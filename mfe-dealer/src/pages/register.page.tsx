import { useNavigate, useSearchParams } from '@rv/shared-lib/router';
import { authStore, dealerRoutes, register, useAuthStore, type LoggedInUser } from '@rv/shared-lib';
import { AuthCard } from '../components/auth-card.component';
import { LinkRequestForm } from '../features/password/components/link-request-form.component';
import { SetPasswordForm } from '../features/password/components/set-password-form.component';
import { requestRegistration } from '../features/password/password-links';

/**
 * `/ignite/sales/login/register`: ask for a registration link by username; the e-mailed link
 * (?token= with role REGISTRATION) puts the session into registering mode (route guard), and the
 * person chooses a password. Registration signs them in.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const registering = useAuthStore((s) => s.registering);
  const username = useAuthStore((s) => s.linkUsername);
  const token = params.get('token');

  const done = (user: LoggedInUser) => {
    authStore.getState().loginSuccess(user);
    navigate(dealerRoutes.dashboard(), { replace: true });
  };

  return (
    <AuthCard title="Register">
      {registering && token && username ? (
        <SetPasswordForm username={username} submitLabel="Register" submit={(form) => register(token, form)} onDone={done} />
      ) : (
        <LinkRequestForm
          intro="Enter the username your dealership gave you. We will e-mail you a link to choose your password."
          submitLabel="Send registration link"
          request={requestRegistration}
        />
      )}
    </AuthCard>
  );
}
