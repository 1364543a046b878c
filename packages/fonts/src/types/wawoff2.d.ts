declare module 'wawoff2' {
  /** TTF/OTF → WOFF2 (Google's encoder compiled to WebAssembly). */
  export function compress(input: Uint8Array): Promise<Uint8Array>;
  /** WOFF2 → the TTF/OTF it packs. */
  export function decompress(input: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { compress: typeof compress; decompress: typeof decompress };
  export default wawoff2;
}
