/** What the build scripts read of an output file in Rollup's bundle (a chunk or an asset). */
export interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly facadeModuleId?: string | null;
  readonly viteMetadata?: { readonly importedCss?: ReadonlySet<string> };
}
