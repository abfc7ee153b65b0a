/** Types of `precompiledValidators.mjs` (plain JavaScript, as the package compiler runs it). */
export declare const PARSER_AJV_OPTIONS: { allErrors: boolean; strict: boolean; validateFormats: boolean };
export declare function schemaFingerprint(schema: unknown): string;
export declare function parserSchemas(): Array<{ kind: 'draft-04' | '2020-12'; schema: object }>;
export declare function precompiledValidators(): Array<{ kind: 'draft-04' | '2020-12'; options: string; fingerprint: string; code: string }>;
export declare function precompiledValidatorsModule(registerFrom: string): string;
