/** The two data files of the zipcodes package the geocoder's seed reads (the package ships no types). */
declare module 'zipcodes/lib/codes.js' {
  export const codes: Record<string, { zip: string; city: string; state: string; latitude: number | null; longitude: number | null }>;
}
declare module 'zipcodes/lib/codesCanada.js' {
  export const codes: Record<string, { zip: string; city: string; state: string; latitude: number | null; longitude: number | null }>;
}
