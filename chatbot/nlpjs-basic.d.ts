/** The part of @nlpjs/basic (which ships no types) that the chatbot uses. */
declare module '@nlpjs/basic' {
  export interface NlpContainer {
    register(name: string, instance: unknown, isSingleton?: boolean): void;
  }

  export function containerBootstrap(settings?: { loadEnv?: boolean }, mustLoadEnv?: boolean): NlpContainer;

  export interface NlpClassification {
    intent: string;
    score: number;
  }

  export interface NlpResult {
    intent: string;
    score: number;
    classifications: NlpClassification[];
  }

  export class Nlp {
    constructor(settings: Record<string, unknown>, container?: NlpContainer);
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }

  export class StemmerEn {
    stemWord(word: string): string;
  }
}
