interface ImportMetaEnv {
  /** Set by vite.config.ts for every build. */
  readonly VITE_BUILD_ID?: string;
}
