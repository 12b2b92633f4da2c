export interface WebBenchPage {
  page: string;
  path: string;
  signedIn?: boolean;
  budget: { score: number; lcp: number; tbt: number; cls: number; js: number };
}
export declare const ALL_PAGES: WebBenchPage[];
/** The stored session (localStorage 'krv') of the demo salesperson, signed in against `base`. */
export declare function dealerSession(base: string): Promise<string>;
