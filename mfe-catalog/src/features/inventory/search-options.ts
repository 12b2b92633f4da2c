/** The distances the inventory search offers, in miles, nearest first. */
export const INVENTORY_RADII = [25, 50, 100, 250, 500] as const;
/** The radius the API searches when none is sent (GET /inventory/v1/units): its option sends none. */
export const INVENTORY_DEFAULT_RADIUS = 250;
/** The price ceilings offered, lowest first. */
export const INVENTORY_MAX_PRICES = [40000, 60000, 80000, 120000] as const;
