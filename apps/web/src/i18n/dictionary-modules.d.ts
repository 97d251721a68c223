// The two halves of each dictionary, served by the dictionary-split plugin of vite.config.ts.
declare module 'virtual:dictionary/*' {
  const dictionary: Record<string, unknown>;
  export default dictionary;
}
