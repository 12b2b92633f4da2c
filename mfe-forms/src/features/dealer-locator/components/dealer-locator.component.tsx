import { Suspense, lazy, useCallback, useState } from 'react';
import { useFormik } from 'formik';
import { errorMessage, useResource } from '@rv/shared-lib';
import { Modal } from '@rv/ui-kit';
import { LEAD_BRANDS } from '@rv/domain';
import { DEALER_SEARCH_SCHEMA } from '@rv/domain/forms';
import LeadForm from '../../lead-form/components/lead-form.component';
import { searchDealers, type Dealer } from '../api/dealer-search.resource';
import { DEFAULT_RADIUS, RADIUS_OPTIONS, useLocatorQuery } from '../hooks/use-locator-query';
import { DealerList } from './dealer-list.component';
import styles from './dealer-locator.module.css';

// The map (and its outlines, fetched by it) is a chunk of its own, loaded after the page shows.
const DealerMap = lazy(() => import(/* webpackChunkName: "dealer-map" */ './dealer-map.component'));

/** The /find-a-dealer page (spec: screens and routes; the calls): search by ZIP, city or position, radius and brand; list and map. */
export default function DealerLocator() {
  const { query, setQuery } = useLocatorQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const [contact, setContact] = useState<Dealer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const search = useFormik({
    initialValues: { location: query?.location ?? '', radius: String(query?.radius ?? DEFAULT_RADIUS), brand: query?.brand ?? '' },
    validationSchema: DEALER_SEARCH_SCHEMA,
    // A search says what is missing when it is asked for, not while the place is typed.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: ({ location, radius, brand }) => {
      setSelected(null);
      setQuery({ location: location.trim(), radius: Number(radius), brand });
    },
  });
  // Stable, so the modal does not move focus back to its first control on every render.
  const closeContact = useCallback(() => setContact(null), []);
  const results = useResource(query ? JSON.stringify(query) : null, () => searchDealers({
    ...(query?.latitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : { location: query?.location }),
    radius: query?.radius ?? DEFAULT_RADIUS,
    ...(query?.brand ? { brand: query.brand } : {}),
  }));

  const useMyLocation = () => {
    setNotice(null);
    search.setErrors({});
    if (!navigator.geolocation) {
      setNotice('Your browser cannot share its location; enter a ZIP or city instead.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void search.setFieldValue('location', '', false);
        setSelected(null);
        const { radius, brand } = search.values;
        setQuery({ location: '', latitude: position.coords.latitude, longitude: position.coords.longitude, radius: Number(radius), brand });
      },
      (error) => {
        // Spec (error catalogue): a geolocation failure is logged; the person can still type a place.
        console.warn('geolocation failed', error);
        setNotice('We could not get your location; enter a ZIP or city instead.');
      },
      { timeout: 10_000 },
    );
  };

  const data = results.status === 'success' ? results.data : null;
  const message = notice ?? (search.submitCount > 0 ? search.errors.location : undefined);
  const origin = data ? { lat: data.Origin.Latitude, lng: data.Origin.Longitude, label: data.Origin.Label } : null;

  return (
    <section className={`rv-container ${styles.page}`} aria-labelledby="forms-locator-title">
      <h1 id="forms-locator-title">Find a Dealer</h1>
      <form className={styles.search} role="search" aria-label="Dealers" noValidate onSubmit={(event) => { setNotice(null); search.handleSubmit(event); }}>
        <div className={styles.field}>
          <label htmlFor="forms-locator-location">ZIP, postal code or city</label>
          <input id="forms-locator-location" className={styles.input} maxLength={200} autoComplete="postal-code" {...search.getFieldProps('location')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="forms-locator-radius">Within</label>
          <select id="forms-locator-radius" className={styles.input} {...search.getFieldProps('radius')}>
            {RADIUS_OPTIONS.map((r) => <option key={r} value={r}>{r} miles</option>)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="forms-locator-brand">Brand</label>
          <select id="forms-locator-brand" className={styles.input} {...search.getFieldProps('brand')}>
            <option value="">All brands</option>
            {LEAD_BRANDS.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
          </select>
        </div>
        <button type="submit" className="rv-button rv-button--primary rv-button--md">Search</button>
        <button type="button" className="rv-button rv-button--secondary rv-button--md" onClick={useMyLocation}>Use my location</button>
      </form>
      {message ? <p className={`${styles.notice} ${styles.error}`} role="alert">{message}</p> : null}

      <div aria-live="polite" className={styles.notice}>
        {!query ? <p>Enter a ZIP, postal code or city, or use your location, to see dealers near you.</p> : null}
        {query && results.status === 'loading' ? <p aria-busy="true">Searching for dealers…</p> : null}
        {data && data.Dealers.length === 0 ? <p>No dealers within {data.Radius} miles of {data.Origin.Label}. Try a larger distance or another brand.</p> : null}
        {data && data.Dealers.length > 0 ? <p>{data.TotalCount} dealers within {data.Radius} miles of {data.Origin.Label}</p> : null}
      </div>
      {query && results.status === 'error' ? (
        <div className={styles.notice} role="alert">
          <p className={styles.error}>{errorMessage(results.error, 'Dealers could not be loaded.')} Check the place you entered and try again.</p>
          <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={results.reload}>Try again</button>
        </div>
      ) : null}

      <div className={styles.layout}>
        <Suspense fallback={<div className={styles.mapPlaceholder} aria-hidden="true" />}>
          <DealerMap origin={origin} radius={data?.Radius ?? Number(search.values.radius)} dealers={data?.Dealers ?? []} selected={selected} onSelect={setSelected} />
        </Suspense>
        {data && data.Dealers.length > 0 ? <DealerList dealers={data.Dealers} selected={selected} onSelect={setSelected} onContact={setContact} /> : null}
      </div>

      <Modal open={contact !== null} title={contact ? `Contact ${contact.Name}` : 'Contact a dealer'} onClose={closeContact} size="large" hideTitle>
        {contact ? <LeadForm variant="dealer" headingLevel={3} dealer={{ dealerNumber: contact.DealerNumber, name: contact.Name, brands: contact.Brands.map((b) => b.Code) }} /> : null}
      </Modal>
    </section>
  );
}
