import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { fetchSaleCatalogue, registerSale, vinProblem, type RegisteredSale, type SaleCatalogueUnit } from '../dealer-api';
import { money } from '../incentives/format';
import styles from '../leads/components/leads.module.css';

const today = () => new Date().toISOString().slice(0, 10);

/** The warranty registration of a retail sale by VIN: the VIN is checked here as the API checks it, then the lines it earned are shown. */
export function RegisterSaleForm() {
  const [catalogue, setCatalogue] = useState<SaleCatalogueUnit[]>([]);
  const [vin, setVin] = useState('');
  const [unit, setUnit] = useState('');
  const [saleDate, setSaleDate] = useState(today);
  const [buyerRegion, setBuyerRegion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<RegisteredSale | null>(null);
  useEffect(() => {
    fetchSaleCatalogue().then(setCatalogue, (error) => setProblem(errorMessage(error)));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const vinWords = vinProblem(vin);
    const chosen = catalogue.find((u) => `${u.itemId}|${u.modelYear}` === unit);
    if (vinWords) return setProblem(vinWords);
    if (!chosen) return setProblem('Choose the model and year sold.');
    setProblem(null);
    try {
      setResult(await registerSale({ vin: vin.trim().toUpperCase(), itemId: chosen.itemId, modelYear: chosen.modelYear, saleDate, buyerRegion: buyerRegion.trim() }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} aria-label="Register a sale">
      <label>VIN<input value={vin} onChange={(e) => setVin(e.target.value)} maxLength={17} autoComplete="off" /></label>
      <label>Model and year
        <select value={unit} onChange={(e) => setUnit(e.target.value)}>
          <option value="">Choose…</option>
          {catalogue.map((u) => <option key={`${u.itemId}|${u.modelYear}`} value={`${u.itemId}|${u.modelYear}`}>{u.itemGroupId} {u.itemId} ({u.modelYear})</option>)}
        </select>
      </label>
      <label>Sale date<input type="date" value={saleDate} max={today()} onChange={(e) => setSaleDate(e.target.value)} /></label>
      <label>Buyer&apos;s state or province<input value={buyerRegion} onChange={(e) => setBuyerRegion(e.target.value)} maxLength={2} placeholder="IN" /></label>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className={styles.actions}><Button type="submit">Register sale</Button></div>
      {result ? (
        <div role="status">
          <p>{result.message}</p>
          <ul>{result.lines.map((l) => <li key={l.parmRecordId}>{l.parmProgramId}: {money(l.parmProgramAmount)}, VIN …{l.parmShortVIN}, {l.parmProgramLineStatusStr}</li>)}</ul>
        </div>
      ) : null}
    </form>
  );
}
