import type { ComponentType } from 'react';
import type { Slice, SliceType } from '@rv/domain/content';

/**
 * The props of every component a remote exposes to the others: the contract between the remote that
 * exposes it and the parts that embed it, typed once here. Types only (no bytes in any bundle); it is
 * versioned with the platform package, so a change a consumer cannot follow is a new major version,
 * which the shell's loader refuses for remotes built against the old one. The contract test
 * (contracts.test.ts) checks every module in each remote's exposes.json against it.
 */

/** A caller's own components for some slice types, each drawn with its slice. */
export type BlockComponents = { [K in SliceType]?: ComponentType<{ slice: Extract<Slice, { slice_type: K }> }> };

/** mfe-content `./block-renderer`: the one renderer of content blocks. */
export interface BlockRendererProps {
  /** A document's `body`: the content blocks in page order. */
  slices: readonly Slice[] | null | undefined;
  /** The first block is above the fold (a page without its own hero): its images load eagerly. */
  eagerFirst?: boolean;
  /**
   * Blocks whose parts belong to the caller (owner pages: grouping, cookies, brand selection, owner cards),
   * drawn in page order in place of the renderer's own, each inside its error boundary. Added in 1.1.0:
   * a renderer built before ignores it and draws the types it knows itself.
   */
  blocks?: BlockComponents;
}

/** mfe-content `./search-overlay`: the site search dialog the masthead opens. */
export interface SearchOverlayProps {
  initialQuery?: string;
  /** When it was opened (a new value opens it again with the new query). */
  openedAt?: number;
  onClose(): void;
}

/** The dealer a lead goes to. */
export interface LeadDealer {
  dealerNumber: string;
  name: string;
  /** Brand codes the dealer carries; the brand list is narrowed to them. */
  brands?: string[];
}

/** A form's heading level where it is embedded. */
interface Heading {
  headingLevel?: 2 | 3;
}

/** mfe-forms `./lead-form`: Request a Quote and Contact a Dealer. */
export interface LeadFormProps extends Heading {
  /** 'quote' is "Request a Quote"; 'dealer' is "Contact a Dealer". */
  variant?: 'quote' | 'dealer';
  dealer?: LeadDealer;
  /** A brand code to start with (a brand page embedding the form). */
  brand?: string;
  /** With brand: the product type and floor plan to start with, as the form lists them (a floorplan's quote, a build sent to a dealer). */
  productType?: string;
  floorPlan?: string;
  /** On success, go to this route; otherwise scroll to the top. */
  followUpRoute?: string;
  /** 'Send my build to a dealer': the saved build's token, sent with the lead. */
  buildToken?: string;
  /** The dealer-stock unit the build was matched to ('Find one near me'). */
  vin?: string;
}

/** mfe-forms `./newsletter-form`. */
export interface NewsletterFormProps {
  /** Where the form sits; after a footer signup 'Submit Another Request' is hidden. */
  placement?: 'footer' | 'page';
  /** The footer document's email signup label, placeholder and button label. */
  label?: string;
  placeholder?: string;
  buttonLabel?: string;
}

/** mfe-forms `./diy-form`. */
export interface DiyFormProps extends Heading {
  /** On success, go to this route; otherwise scroll to the top. */
  followUpRoute?: string;
}

/** mfe-forms `./dealer-support-form`. */
export interface DealerSupportFormProps extends Heading {
  /** The signed-in dealer's number, when the portal knows it. */
  dealerNumber?: string;
  /** The signed-in person, so they need not type who they are. */
  contact?: { firstName?: string; lastName?: string; email?: string };
}

/** A component that takes no props. */
export type NoProps = Record<string, never>;

/** How an exposed catalogue screen behaves: the consumer site's, or the dealer portal's. */
export interface CatalogModeProps {
  /** Dealer mode; defaults to the site store's isDealer. */
  dealer?: boolean;
  /** Dealer mode: only these brand groups are listed. */
  brandGroups?: readonly string[];
  /** Where model detail links point: consumer routes, or the dealer portal's. */
  basePath?: string;
}

/** mfe-catalog `./floorplan-browser`: the RV Finder. */
export interface FloorplanBrowserProps extends CatalogModeProps {
  /** Panel title: 'RV Finder', or the upper-cased brand name on a brand page. */
  title?: string;
  /** A brand page or listing's brand; the query's brandName applies otherwise. */
  brandName?: string;
  /** A brand-type listing, which shows floorplans only. */
  type?: string;
  brandPage?: boolean;
}

/** mfe-catalog `./model-detail`: one floorplan. */
export interface ModelDetailProps extends CatalogModeProps {
  brandName: string;
  type: string;
  referenceId: string;
}

/** mfe-catalog `./spec-comparison`: the specs of a brand's type side by side. */
export interface SpecComparisonProps extends CatalogModeProps {
  brandName: string;
  type: string;
}

/** Each exposing remote's exposed components (by their exposes.json name without './') and their props. */
export interface ExposedProps {
  'mfe-catalog': {
    'floorplan-browser': FloorplanBrowserProps;
    'model-detail': ModelDetailProps;
    compare: CatalogModeProps;
    'spec-comparison': SpecComparisonProps;
  };
  'mfe-content': {
    'block-renderer': BlockRendererProps;
    'search-overlay': SearchOverlayProps;
  };
  'mfe-forms': {
    'newsletter-form': NewsletterFormProps;
    'lead-form': LeadFormProps;
    'customer-service-form': Heading;
    'diy-form': DiyFormProps;
    'popup-form': NoProps;
    'dealer-support-form': DealerSupportFormProps;
    'owner-registration-form': Heading;
    'dealer-locator': NoProps;
  };
}

export type ExposingRemote = keyof ExposedProps;
export type ExposedName<R extends ExposingRemote> = keyof ExposedProps[R] & string;
/** The props of `remote`'s exposed component `exposed`. */
export type PropsOf<R extends ExposingRemote, E extends ExposedName<R>> = ExposedProps[R][E];
