/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** API base address; empty means the same origin that served the page. */
  readonly VITE_API_BASE_URL?: string;
}
