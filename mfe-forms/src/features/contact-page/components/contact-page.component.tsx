import { useState } from 'react';
import { parseQuotePreset } from '@rv/domain/forms';
import CustomerServiceForm from '../../customer-service-form/components/customer-service-form.component';
import DiyForm from '../../diy-form/components/diy-form.component';
import LeadForm from '../../lead-form/components/lead-form.component';
import NewsletterForm from '../../newsletter-form/components/newsletter-form.component';
import OwnerRegistrationForm from '../../owner-registration-form/components/owner-registration-form.component';
import styles from './contact-page.module.css';

const TABS = [
  // A floorplan's 'Request a Quote' link names its brand, type and floor plan (quoteRequestPath).
  { id: 'quote', label: 'Request a Quote', render: () => <LeadForm variant="quote" {...(parseQuotePreset(new URLSearchParams(window.location.search)) ?? {})} /> },
  { id: 'service', label: 'Customer Service', render: () => <CustomerServiceForm /> },
  { id: 'diy', label: 'DIY Help', render: () => <DiyForm /> },
  { id: 'register', label: 'Register Your RV', render: () => <OwnerRegistrationForm /> },
  { id: 'newsletter', label: 'Newsletter', render: () => <NewsletterForm placement="page" /> },
] as const;
type TabId = (typeof TABS)[number]['id'];

const initialTab = (): TabId => {
  const wanted = new URLSearchParams(window.location.search).get('form');
  return TABS.find((t) => t.id === wanted)?.id ?? 'quote';
};

/**
 * /contact-us: the consumer forms in one place until content pages embed them. The chosen form is
 * kept in ?form= so a link can open one directly; each keeps its own draft when switching.
 */
export default function ContactPage() {
  const [tab, setTab] = useState<TabId>(initialTab);
  const choose = (id: TabId) => {
    setTab(id);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?form=${id}`);
  };
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  return (
    <section className={`rv-container ${styles.page}`} aria-labelledby="forms-contact-title">
      <h1 id="forms-contact-title">Contact Us</h1>
      <nav aria-label="Contact forms">
        <ul className={styles.choices}>
          {TABS.map((t) => (
            <li key={t.id}>
              <button type="button" className={`rv-button rv-button--sm ${t.id === tab ? 'rv-button--primary' : 'rv-button--secondary'}`} aria-pressed={t.id === tab} onClick={() => choose(t.id)}>
                {t.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.form}>{current.render()}</div>
    </section>
  );
}
