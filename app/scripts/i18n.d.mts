/** Types of scripts/i18n.mjs for the TypeScript files that import it (vite.config.ts, tests). */
export interface ExtractedMessage {
  defaultMessage: string;
  description?: string;
  file?: string;
}
export function extractMessages(options?: { srcDir?: string }): Record<string, ExtractedMessage>;
export function readTranslations(nlDir?: string): {
  messages: Record<string, string>;
  duplicates: string[];
};
export function findProblems(
  extracted: Record<string, ExtractedMessage>,
  translations: { messages: Record<string, string>; duplicates: string[] },
): string[];
export function buildMessages(options?: { quiet?: boolean; checkOnly?: boolean }): Promise<void>;
