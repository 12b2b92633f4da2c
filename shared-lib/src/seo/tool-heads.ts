/** The heads of the tool pages whose code loads on demand (build, quiz, advisor, finder, inventory, forms). */
import { withIndefiniteArticle } from '@rv/domain/format';
import { brandOf, enc, singularTypeName, toolHead, typeOf, type ToolHead } from './page-heads';

const BUILD = 'Choose a brand, type and floorplan, add options, and see the price, weight and cargo capacity as you build.';
const QUIZ = 'Answer a few questions about how you camp, tow and travel, and see the floorplans that fit.';

export const buildBrandHead: ToolHead = (_p, n) => toolHead(n, 'Build and Price Your RV', BUILD, '/build-my-rv');

export const buildClassHead: ToolHead = (p, n) => toolHead(n, `Build and Price ${withIndefiniteArticle(brandOf(p, n))}`, BUILD, `/build-my-rv/${enc(p.brandSlug)}`);

export const buildFloorplanHead: ToolHead = (p, n) => toolHead(n, `Build and Price ${withIndefiniteArticle(`${brandOf(p, n)} ${singularTypeName(typeOf(p, n))}`)}`, BUILD,
  `/build-my-rv/${enc(p.brandSlug)}/${enc(p.classSlug)}`);

export const buildModelHead: ToolHead = (p, n) => toolHead(n, `Build and Price the ${brandOf(p, n)} ${p.modelSlug.toUpperCase()}`,
  `Add options to the ${brandOf(p, n)} ${p.modelSlug.toUpperCase()} and see its price, weight and cargo capacity as you build.`,
  `/build-my-rv/${enc(p.brandSlug)}/${enc(p.classSlug)}/${enc(p.modelSlug)}`);

export const buildSummaryHead: ToolHead = (p, n) => toolHead(n, `Your ${brandOf(p, n)} ${p.modelSlug.toUpperCase()} Build`,
  'Your build with its options, price and weights: save it, find one at a dealer near you or send it to a dealer.',
  `/build-my-rv/${enc(p.brandSlug)}/${enc(p.classSlug)}/${enc(p.modelSlug)}/summary`);

/** The quiz and each of its questions: one page for search engines (the steps canonical at the start). */
export const getMatchedHead: ToolHead = (_p, n) => toolHead(n, 'Get Matched: Find the Right RV', QUIZ, '/get-matched');

export const getMatchedResultsHead: ToolHead = (_p, n) => toolHead(n, 'Your Get Matched Results',
  'The floorplans that match your answers, best first; change an answer to see others.', '/get-matched/results');

export const productAdvisorHead: ToolHead = (_p, n) => toolHead(n, 'Product Advisor: What Can I Tow?',
  'Enter your tow vehicle\'s towing capacity and payload and see the floorplans it can tow safely.', '/product-advisor');

export const specFinderHead: ToolHead = (_p, n) => toolHead(n, 'Spec Finder',
  `Find the specifications of any ${n.companyName} floorplan by brand, type and model year.`, '/spec-finder');

export const inventoryHead: ToolHead = (_p, n) => toolHead(n, 'Find an RV in Stock Near You',
  `New ${n.companyName} travel trailers and fifth wheels in stock at dealers near you, by ZIP and distance.`, '/inventory');

export const dealerLocatorHead: ToolHead = (_p, n) => toolHead(n, 'Find a Dealer',
  `Find ${n.companyName} dealers near you by ZIP, postal code or town, with directions and the brands each one sells.`, '/find-a-dealer');

export const contactUsHead: ToolHead = (_p, n) => toolHead(n, 'Contact Us',
  `Questions about your RV, an order or a warranty? Send ${n.companyName} a message and our team will answer.`, '/contact-us');
