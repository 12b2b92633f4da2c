import { useEffect, useState, type FormEvent } from 'react';
import { DEALER_PREFIX, errorMessage, onSiteLinkClick, useAuthStore } from '@rv/shared-lib';
import { LEAD_TRANSITIONS, leadStatusProblem, type LeadStatus } from '@rv/domain/dealer';
import { formatCalendarDate } from '@rv/domain/locale';
import { Button } from '@rv/ui-kit';
import { addLeadNote, assignLead, changeLeadStatus, fetchLead, type LeadDetail } from '../../dealer-api';
import styles from './leads.module.css';

const LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', quoted: 'Quoted', sold: 'Sold', lost: 'Lost' };

const lines = (n: number) => `${n} program line${n === 1 ? '' : 's'}`;

/** Where the sale stands in the dealer programs: its registration by the same VIN, or how to make it. */
function SaleRegistration({ sale, vin }: { sale: LeadDetail['sale']; vin: string | null }) {
  const register = `${DEALER_PREFIX}/sales/register${vin ? `?vin=${encodeURIComponent(vin)}` : ''}`;
  return (
    <p data-testid="lead-sale">
      {sale ? `Sale registered on ${formatCalendarDate(sale.saleDate)}: ${lines(sale.programLines)}.` : (
        <>Not registered for dealer programs yet. <a href={register} onClick={onSiteLinkClick}>Register the sale</a> with the same VIN to earn its program lines.</>
      )}
    </p>
  );
}

/** One lead: what the shopper asked, how to reach them, status changes, notes and (managers) assignment. */
export function LeadDetailView({ id }: { id: number }) {
  const manager = useAuthStore((s) => s.user?.manager === true);
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [next, setNext] = useState<LeadStatus | ''>('');
  const [vin, setVin] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');

  useEffect(() => {
    fetchLead(id).then(setLead, (error) => setProblem(errorMessage(error)));
  }, [id]);

  const run = async (action: () => Promise<LeadDetail>) => {
    setProblem(null);
    try {
      setLead(await action());
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    }
  };

  if (!lead) return problem ? <p role="alert">{problem}</p> : <p role="status">Loading the lead…</p>;
  const { request, contact } = lead;

  const onStatus = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    // The same rule the API applies, so the words are the same before and after the round trip.
    const refused = leadStatusProblem(lead.status, next, { vin, lostReason: reason });
    if (refused) return setProblem(refused);
    if (await run(() => changeLeadStatus(id, { status: next, ...(next === 'sold' ? { vin } : {}), ...(next === 'lost' ? { lostReason: reason } : {}) }))) setNext('');
  };
  const onNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => addLeadNote(id, note))) setNote('');
  };

  return (
    <div className={styles.layout}>
      <h1>Lead #{lead.id}</h1>
      {problem ? <p role="alert">{problem}</p> : null}
      <section className={styles.card} aria-label="What the shopper asked">
        <dl className={styles.facts}>
          <dt>Status</dt><dd data-testid="lead-status">{LABELS[lead.status]}{lead.soldVin ? ` (VIN ${lead.soldVin})` : ''}{lead.lostReason ? ` (${lead.lostReason})` : ''}</dd>
          <dt>Brand</dt><dd>{lead.brand ?? '—'}</dd>
          {request.floorPlan ? <><dt>Floorplan</dt><dd>{request.floorPlan}</dd></> : null}
          {request.timeFrame ? <><dt>Time frame</dt><dd>{request.timeFrame}</dd></> : null}
          <dt>SMS opt-in</dt><dd>{request.smsOptIn === 'true' ? 'Yes' : 'No'}</dd>
          <dt>Where</dt><dd>{[lead.state, lead.postalCode].filter(Boolean).join(' ') || '—'}</dd>
          <dt>Assigned to</dt><dd data-testid="lead-assignee">{lead.assignedTo?.name ?? 'Unassigned'}</dd>
        </dl>
        {request.build?.summaryPath ? <a href={request.build.summaryPath} onClick={onSiteLinkClick} data-testid="lead-build-link">Their build: {request.build.model}</a> : null}
        {request.comments ? <p>{request.comments}</p> : null}
        {lead.status === 'sold' ? <SaleRegistration sale={lead.sale} vin={lead.soldVin} /> : null}
      </section>
      <section className={styles.card} aria-label="Contact">
        {contact ? (
          <dl className={styles.facts}>
            <dt>Name</dt><dd>{[contact.firstName, contact.lastName].filter(Boolean).join(' ')}</dd>
            {contact.phone ? <><dt>Phone</dt><dd><a href={`tel:${contact.phone}`}>{contact.phone}</a></dd></> : null}
            {contact.email ? <><dt>E-mail</dt><dd><a href={`mailto:${contact.email}`}>{contact.email}</a></dd></> : null}
          </dl>
        ) : <p className={styles.muted}>Contact details removed after the maker&apos;s retention period.</p>}
      </section>
      {manager && lead.team.length ? (
        <section className={styles.card} aria-label="Assignment">
          <label className={styles.form}>
            Assign to
            <select
              value={lead.assignedTo?.id ?? ''}
              onChange={(e) => void run(() => assignLead(id, e.target.value ? Number(e.target.value) : null, lead.assignedTo?.id ?? null))}
            >
              <option value="">Unassigned</option>
              {lead.team.map((u) => <option key={u.id} value={u.id}>{u.name}{u.manager ? ' (manager)' : ''}</option>)}
            </select>
          </label>
        </section>
      ) : null}
      {LEAD_TRANSITIONS[lead.status].length ? (
        <form className={`${styles.card} ${styles.form}`} onSubmit={onStatus} aria-label="Change status">
          <label>
            New status
            <select value={next} onChange={(e) => setNext(e.target.value as LeadStatus)}>
              <option value="">Choose…</option>
              {LEAD_TRANSITIONS[lead.status].map((s) => <option key={s} value={s}>{LABELS[s]}</option>)}
            </select>
          </label>
          {next === 'sold' ? <label>VIN of the unit sold<input value={vin} onChange={(e) => setVin(e.target.value)} maxLength={17} autoCapitalize="characters" /></label> : null}
          {next === 'lost' ? <label>Reason<input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} /></label> : null}
          <div className={styles.actions}><Button type="submit" disabled={!next}>Save status</Button></div>
        </form>
      ) : null}
      <section className={styles.card} aria-label="Notes">
        <h2>Notes</h2>
        {lead.notes.length ? <ul>{lead.notes.map((n) => <li key={n.id}>{n.body} <span className={styles.muted}>— {n.author}</span></li>)}</ul> : <p className={styles.muted}>No notes yet.</p>}
        <form className={styles.form} onSubmit={onNote}>
          <label>Add a note<textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={3} /></label>
          <div className={styles.actions}><Button type="submit" theme="secondary" disabled={!note.trim()}>Add note</Button></div>
        </form>
      </section>
    </div>
  );
}
