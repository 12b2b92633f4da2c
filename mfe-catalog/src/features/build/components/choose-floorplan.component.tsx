import { Link } from '@rv/shared-lib/router';
import { useResource } from '@rv/shared-lib';
import { buildWeight, towWarnings, useTowVehicle } from '../../build-state';
import { elevationImage, type Model } from '@rv/shared-lib/catalog';
import { formatCount, formatFeetInches, formatMsrp, formatWeight, MSRP_LABEL } from '@rv/domain/format';
import { fetchBuildFloorplans } from '../api/build-steps.resource';
import { LoadState } from './load-state.component';
import styles from '../build.module.css';

const spec = (m: Model, code: string) => m.specifications[code]?.value;
const pounds = (m: Model, code: string) => {
  const v = Number(spec(m, code));
  return Number.isFinite(v) && v > 0 ? v : null;
};
/** The floorplan's weights before options, as the options step starts from. */
const weightsOf = (m: Model) => buildWeight({
  shippingWeight: pounds(m, 'SHIPPINGWEIGHT'), carryingCapacity: pounds(m, 'CARRYINGCAPACITY'), hitchWeight: pounds(m, 'HITCHWEIGHT'),
  fifthWheel: /fifth wheel/i.test(String(spec(m, 'RV-TYPE') ?? '')),
}, 0);

/** Step 3: floorplan cards with their base price; choosing one opens its options. */
export function ChooseFloorplan({ brandSlug, classSlug }: { brandSlug: string; classSlug: string }) {
  const [vehicle] = useTowVehicle();
  const floorplans = useResource(`build-floorplans:${brandSlug}:${classSlug}`, () => fetchBuildFloorplans(brandSlug, classSlug));
  return (
    <LoadState state={floorplans} label="floorplans">
      {(list) => (list.length === 0 ? (
        <p role="status">No floorplans to build here. <Link to={`/build-my-rv/${brandSlug}`}>Choose another type</Link></p>
      ) : (
        <ul className={styles.grid}>
          {list.map((m, i) => (
            <li key={m.uniqueId}>
              <article className={styles.tile} aria-labelledby={`fp-${m.uniqueId}`}>
                <Exterior model={m} first={i === 0} />
                <h2 id={`fp-${m.uniqueId}`}>{m.name} <span className={styles.muted}>{m.modelYear}</span></h2>
                <p>{MSRP_LABEL} <strong>{formatMsrp(spec(m, 'MSRP'))}</strong></p>
                <p className={styles.muted}>
                  {formatFeetInches(spec(m, 'LENGTH'))} · {formatWeight(spec(m, 'SHIPPINGWEIGHT'))} · Sleeps {formatCount(spec(m, 'SLEEPING-CAPACITY'))}
                </p>
                <FloorplanWeights model={m} vehicle={vehicle} />
                <Link className="rv-button rv-button--primary rv-button--sm" to={`/build-my-rv/${brandSlug}/${classSlug}/${encodeURIComponent(m.referenceId)}?year=${m.modelYear}`} aria-label={`Build ${m.name}`}>
                  Build this floorplan
                </Link>
              </article>
            </li>
          ))}
        </ul>
      ))}
    </LoadState>
  );
}

/** A floorplan's door side drawn from its specs; the first card's is in view on arrival, the rest load as they scroll in. */
function Exterior({ model, first }: { model: Model; first: boolean }) {
  const image = elevationImage(model);
  return <img src={image.url} alt={image.alt} width={image.dimensions.width} height={image.dimensions.height} loading={first ? 'eager' : 'lazy'} />;
}

/** Hitch or pin weight and cargo capacity on a card; with a remembered tow vehicle, whether it is over its ratings. */
function FloorplanWeights({ model, vehicle }: { model: Model; vehicle: ReturnType<typeof useTowVehicle>[0] }) {
  const weight = weightsOf(model);
  if (!weight) return null;
  const over = towWarnings(weight, vehicle).filter((w) => w.kind === 'over-towing' || w.kind === 'over-payload');
  return (
    <>
      <p className={styles.muted}>{weight.hitchLabel} {formatWeight(weight.hitchWeight)} · Cargo capacity {formatWeight(weight.remainingCargo)}</p>
      {over.length && vehicle ? <p className={styles.note}><strong>Over your {vehicle.label.toLowerCase()}&apos;s {over.map((w) => (w.kind === 'over-towing' ? 'towing capacity' : 'payload')).join(' and ')}</strong></p> : null}
    </>
  );
}
