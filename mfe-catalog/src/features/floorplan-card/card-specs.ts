/**
 * The specifications a floorplan card reads (price, weight, length, sleeps, its new and dealer-stock labels):
 * a search whose results are only shown as cards asks for these alone, a smaller answer than every card code.
 */
export const FLOORPLAN_CARD_SPECS = ['MSRP', 'SHIPPINGWEIGHT', 'LENGTH', 'SLEEPING-CAPACITY', 'NEW-FLOORPLAN', 'STOCK-ONLY'] as const;
