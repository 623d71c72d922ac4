// The part of autocannon 8's API that `npm run attack` uses (the package ships no types).
declare module 'autocannon' {
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Request extends RequestParams {
    /** Called before each request; returns the request to send. */
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds without an answer before a request counts as a timeout (an error). */
    timeout?: number;
    requests?: Request[];
  }
  export interface Result {
    requests: { total: number; average: number };
    /** Includes timeouts. */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Instance {
    stop(): void;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
