import { AuthCard } from '../components/auth-card.component';
import { LoginForm } from '../features/sign-in/components/login-form.component';

/** `/ignite/sales/login` (spec dealer §2: the page title is Dealer Login). */
export function LoginPage() {
  return (
    <AuthCard title="Dealer Login">
      <LoginForm />
    </AuthCard>
  );
}
