import { AuthCard } from '../components/auth-card.component';
import { LoginForm } from '../features/sign-in/components/login-form.component';

/** `/ignite/sales/login` (dealer spec: screens and routes: the page title is Dealer Login). */
export function LoginPage() {
  return (
    <AuthCard title="Dealer Login">
      <LoginForm />
    </AuthCard>
  );
}
