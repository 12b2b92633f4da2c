import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@rv/shared-lib/testing';
import CustomerServiceForm from '../customer-service-form/components/customer-service-form.component';
import DealerSupportForm from '../dealer-support-form/components/dealer-support-form.component';
import DiyForm from '../diy-form/components/diy-form.component';
import LeadForm from '../lead-form/components/lead-form.component';
import NewsletterForm from '../newsletter-form/components/newsletter-form.component';
import OwnerRegistrationForm from '../owner-registration-form/components/owner-registration-form.component';

const FORMS: Array<[string, ComponentType]> = [
  ['lead', LeadForm], ['customer service', CustomerServiceForm], ['newsletter', NewsletterForm],
  ['dealer support', DealerSupportForm], ['owner registration', OwnerRegistrationForm], ['DIY', DiyForm],
];

beforeEach(() => sessionStorage.clear());

/** Each shown message with the visible label of the field it describes (without ' (optional)'). */
function messagesWithLabels(form: HTMLElement): Array<{ label: string; message: string }> {
  return within(form).queryAllByRole('textbox').concat(within(form).queryAllByRole('combobox')).flatMap((control) => {
    const errorId = control.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error'));
    const message = errorId ? document.getElementById(errorId)?.textContent : null;
    if (!message) return [];
    const label = document.querySelector(`label[for="${control.id}"]`)?.firstChild?.textContent ?? '';
    return [{ label, message }];
  });
}

/** The spec's generic messages (validation rules), with the field's name in them. */
const GENERIC = [/^(.+) selection is required$/, /^(.+) is required$/, /^Min length for (.+) is \d+$/, /^Max length for (.+) is \d+$/, /^(.+) is not valid$/, /^Invalid (.+)$/];
const fieldNamed = (message: string) => GENERIC.map((p) => p.exec(message)?.[1]).find(Boolean) ?? null;

describe('form messages name the field as the visitor sees it (spec: validation rules)', () => {
  it.each(FORMS)('%s form: every message on an empty submit names its own label', async (_, Form) => {
    mockApi({});
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: /^(Submit|Sign Up|Subscribe|Register|Request a Quote)$/ }));
    const form = screen.getAllByRole('form')[0];
    const shown = messagesWithLabels(form);
    expect(shown.length).toBeGreaterThan(0);
    for (const { label, message } of shown) expect({ message, names: fieldNamed(message) }).toEqual({ message, names: label });
  });

  it('the DIY tab asks "What you need help with" and says so when it is empty', async () => {
    mockApi({});
    render(<DiyForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('What you need help with')).toHaveAccessibleDescription(expect.stringContaining('What you need help with is required'));
    expect(screen.queryByText('Comments is required')).not.toBeInTheDocument();
  });

  it('the quote form names Purchase Time Frame; a Canadian address names Postal Code and Province', async () => {
    mockApi({});
    render(<LeadForm />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    for (const message of ['Purchase Time Frame selection is required', 'Postal Code is required', 'Province selection is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Postal Code'), '90210');
    await user.tab();
    expect(screen.getByText('Invalid Postal Code')).toBeInTheDocument();
  });
});
