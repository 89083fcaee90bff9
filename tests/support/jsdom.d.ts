/** The part of jsdom's API the server tests use to read an HTML answer as a browser would (no @types/jsdom). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
