export declare function ensurePostgresInstalled(): string;
export declare function startPostgres(): Promise<{ url: string; port: number; stop(): void }>;
