/** @rv/domain/towing: tow vehicle classes and the tow match (pure; used by the catalogue, the quiz, build and price and the API). */
export * from './tow-match';
export * from './tow-vehicles';
