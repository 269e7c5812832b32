export declare const INTEGRITY_FILE: string;
export declare function sri(data: Uint8Array | string): string;
export declare function writeIntegrity(dir: string): Record<string, string>;
