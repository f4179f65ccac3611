/// <reference types="vite/client" />

/** The app's own version, from the root package.json; the splash compares it with the server's. */
declare const __APP_VERSION__: string;
