// The TypeScript/TSX transform every jest project uses (the services' preset in services/kit, web, …): one
// place to change the target or the JSX runtime.
export const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2023',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
  ],
};
