import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_FORM_CASES, type SiteForm } from '@rv/domain/testing';
import { mockApi } from '@rv/shared-lib/testing';
import CustomerServiceForm from '../customer-service-form/components/customer-service-form.component';
import DealerSupportForm from '../dealer-support-form/components/dealer-support-form.component';
import DiyForm from '../diy-form/components/diy-form.component';
import LeadForm from '../lead-form/components/lead-form.component';
import NewsletterForm from '../newsletter-form/components/newsletter-form.component';
import OwnerRegistrationForm from '../owner-registration-form/components/owner-registration-form.component';

// The pop-up opens on its site-settings schedule (popup-form.test.tsx); its rule is the same e-mail rule as these.
const FORMS: Record<Exclude<SiteForm, 'popup'>, ComponentType> = {
  lead: LeadForm,
  customerService: CustomerServiceForm,
  newsletter: NewsletterForm,
  dealerSupport: DealerSupportForm,
  ownerRegistration: OwnerRegistrationForm,
  diy: DiyForm,
};

beforeEach(() => {
  sessionStorage.clear();
});

/**
 * Each Formik form shows, for a bad value, the words the API's 400 gives for it (the API's forms
 * form-parity test posts the same cases): both check with the shared Yup schema.
 */
describe('site forms say what the API says (shared Yup schemas)', () => {
  const shown = SITE_FORM_CASES.filter((c): c is typeof c & { form: keyof typeof FORMS } => c.form !== 'popup');

  it.each(shown.map((c) => [c.form, c.field, c.message, c] as const))('%s: %s shows "%s" once it has content', async (form, _field, message, testCase) => {
    mockApi({});
    const Form = FORMS[form];
    render(<Form />);
    const user = userEvent.setup();
    const input = screen.getByLabelText(testCase.label, { exact: false });
    await user.click(input);
    await user.paste(testCase.value);
    await user.tab();
    expect(await screen.findByText(message)).toHaveAttribute('id', input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
